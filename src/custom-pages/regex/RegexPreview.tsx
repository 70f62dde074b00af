import { memo, useMemo, useState } from 'react';
import { Alert, Box, Button, Collapse, LinearProgress, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { MatchSpan } from './previewProtocol';
import { useRegexPreview } from './useRegexPreview';

/** How many recent descriptions the preview asks for, and how many matches it lists. */
export const SAMPLE_COUNT = 500;
const SHOWN_MATCHES = 25;

const Highlighted = memo(({ text, span }: { text: string; span: readonly [number, number] }) => (
  <>
    {text.slice(0, span[0])}
    <Box component="mark" sx={{ bgcolor: 'warning.light', color: 'text.primary', px: 0.25 }}>
      {text.slice(span[0], span[1]) || '\u200b'}
    </Box>
    {text.slice(span[1])}
  </>
));
Highlighted.displayName = 'Highlighted';

export const useSampleDescriptions = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['regex', 'samples', SAMPLE_COUNT],
    queryFn: ({ signal }) => dataProvider.sampleDescriptions({ limit: SAMPLE_COUNT, signal }),
    staleTime: 5 * 60_000,
  });
};

const parseTyped = (typed: string) =>
  typed
    .split('\n')
    .map(line => line.trim())
    .filter(Boolean);

/**
 * Under a rule form's pattern: which of the sample descriptions (recent ones from the API, plus
 * any the user types) the pattern matches, the match highlighted. Runs in a worker with a time
 * limit, so a runaway pattern shows "took too long" instead of freezing the page.
 */
export const RegexPreview = ({ source = 'regex' }: { source?: string }) => {
  const translate = useTranslate();
  const watched: unknown = useWatch({ name: source });
  const pattern = typeof watched === 'string' ? watched : '';
  const fetched = useSampleDescriptions();
  const [typed, setTyped] = useState('');
  const [showTyped, setShowTyped] = useState(false);
  const samples = useMemo(() => [...parseTyped(typed), ...(fetched.data ?? [])], [typed, fetched.data]);
  const preview = useRegexPreview(pattern, samples);

  const matched = useMemo(() => {
    if (preview.kind !== 'done') return [];
    const rows: { text: string; span: NonNullable<MatchSpan> }[] = [];
    preview.spans.forEach((span, index) => {
      if (span && index < samples.length) rows.push({ text: samples[index], span });
    });
    return rows;
  }, [preview, samples]);

  return (
    <Box component="section" aria-label={translate('app.regex.preview.title')} sx={{ mt: 1, mb: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3">
          {translate('app.regex.preview.title')}
        </Typography>
        <Button size="small" onClick={() => setShowTyped(value => !value)} aria-expanded={showTyped}>
          {translate('app.regex.preview.own_samples')}
        </Button>
      </Box>
      <Collapse in={showTyped}>
        <TextField
          label={translate('app.regex.preview.typed_label')}
          helperText={translate('app.regex.preview.typed_help')}
          value={typed}
          onChange={event => setTyped(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          size="small"
          sx={{ my: 1 }}
        />
      </Collapse>
      {fetched.isError && (
        <Alert
          severity="warning"
          sx={{ my: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void fetched.refetch()}>
              {translate('app.list.retry')}
            </Button>
          }
        >
          {translate('app.regex.preview.samples_failed')}
        </Alert>
      )}
      <PreviewStatus
        kind={preview.kind}
        pattern={pattern}
        matched={matched.length}
        total={samples.length}
        loading={fetched.isPending}
      />
      {matched.length > 0 && (
        <Box
          component="ul"
          aria-label={translate('app.regex.preview.matches')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            maxHeight: 220,
            overflow: 'auto',
            fontFamily: 'monospace',
            fontSize: 13,
          }}
        >
          {matched.slice(0, SHOWN_MATCHES).map((row, index) => (
            <Box
              component="li"
              key={index}
              sx={{ py: 0.25, borderBottom: 1, borderColor: 'divider', wordBreak: 'break-all' }}
            >
              <Highlighted text={row.text} span={row.span} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
};

interface StatusProps {
  kind: ReturnType<typeof useRegexPreview>['kind'];
  pattern: string;
  matched: number;
  total: number;
  loading: boolean;
}

const PreviewStatus = ({ kind, pattern, matched, total, loading }: StatusProps) => {
  const translate = useTranslate();
  if (kind === 'unavailable')
    return <Typography variant="body2">{translate('app.regex.preview.unavailable')}</Typography>;
  if (loading) return <LinearProgress aria-label={translate('app.regex.preview.loading')} sx={{ my: 1 }} />;
  if (!pattern.trim() || kind === 'idle') {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.regex.preview.idle', { total })}
      </Typography>
    );
  }
  if (kind === 'timeout') {
    return (
      <Alert severity="warning" sx={{ my: 1 }} role="status">
        {translate('app.regex.preview.timeout')}
      </Alert>
    );
  }
  if (kind === 'invalid') {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.regex.preview.invalid')}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" role="status" aria-live="polite">
      {kind === 'running'
        ? translate('app.regex.preview.running')
        : translate('app.regex.preview.summary', { matched, total })}
    </Typography>
  );
};
