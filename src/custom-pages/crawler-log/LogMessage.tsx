import { memo } from 'react';
import { Box, Button, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  cutLine,
  fieldText,
  LINE_LIMIT,
  PAYLOAD_FIELDS,
  readPayload,
  type CrawlerLogEntry,
} from '../../lib/crawlerLog';

export interface LogMessageProps {
  entry: CrawlerLogEntry;
  onWholeLine: (entry: CrawlerLogEntry) => void;
}

/**
 * An entry's formatted message, always as text (React escapes it; nothing is rendered as HTML).
 * A payload shows as its fields; a job line whose payload is not JSON shows as text, marked. The
 * line is cut to 1000 characters, with a button for the whole line.
 */
export const LogMessage = memo(({ entry, onWholeLine }: LogMessageProps) => {
  const translate = useTranslate();
  const reading = readPayload(entry);
  const line = cutLine(entry.message);
  const wholeLine = line.cut ? (
    <Button
      size="small"
      variant="text"
      onClick={() => onWholeLine(entry)}
      sx={{ ml: 1, py: 0, minWidth: 0, verticalAlign: 'baseline' }}
      aria-label={`${translate('app.crawlerLog.whole_line')} ${entry.sequence ?? ''}`.trim()}
      title={translate('app.crawlerLog.cut', { limit: LINE_LIMIT, length: entry.message.length })}
    >
      {translate('app.crawlerLog.whole_line')}
    </Button>
  ) : null;

  if (reading.kind === 'payload') {
    // The fields share the line's 1000 characters, in the spec's order.
    let room = LINE_LIMIT;
    const fields = PAYLOAD_FIELDS.map(field => {
      const whole = fieldText(reading.payload[field]);
      const shown = whole.slice(0, Math.max(0, room));
      room -= shown.length;
      return { field, whole, shown };
    }).filter(({ whole }) => whole !== '');
    return (
      <Box component="span" sx={{ display: 'inline' }}>
        {fields.map(({ field, shown, whole }) => (
          <Box component="span" key={field} sx={{ mr: 1.5, display: 'inline' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {translate(`app.crawlerLog.fields.${field}`)}:
            </Box>{' '}
            <Box component="span" sx={{ fontWeight: field === 'jobType' || field === 'step' ? 600 : undefined }}>
              {shown}
              {shown.length < whole.length ? '…' : ''}
            </Box>
          </Box>
        ))}
        {wholeLine}
      </Box>
    );
  }
  return (
    <Box component="span">
      {reading.kind === 'invalid' && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={translate('app.crawlerLog.not_json')}
          sx={{ mr: 1, height: 20 }}
        />
      )}
      {line.text}
      {line.cut ? '…' : ''}
      {wholeLine}
    </Box>
  );
});
LogMessage.displayName = 'LogMessage';
