import { useState, type FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { checkRange, type ParsedRange, type SummaryRange } from '../../lib/summaryRange';

interface SummaryRangeFormProps {
  parsed: ParsedRange;
  /** Today at UTC+10, the latest day offered. */
  today: string;
  onApply: (range: SummaryRange) => void;
}

/**
 * From and To, days at UTC+10, and Last day. It starts from the address and is remounted (by key) when
 * the address changes; a range that cannot be shown says why under To and changes nothing.
 */
export const SummaryRangeForm = ({ parsed, today, onApply }: SummaryRangeFormProps) => {
  const translate = useTranslate();
  const [from, setFrom] = useState(parsed.kind === 'last_day' ? '' : parsed.from);
  const [to, setTo] = useState(parsed.kind === 'last_day' ? '' : parsed.to);
  const [error, setError] = useState(parsed.kind === 'invalid' ? parsed.message : '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRange(from, to || today);
    if (checked.kind === 'invalid') setError(checked.message);
    else if (checked.kind === 'dates') onApply(checked);
  };

  const dateProps = { inputLabel: { shrink: true }, htmlInput: { max: today } };
  return (
    <Box
      component="form"
      role="search"
      aria-label={translate('app.summary.range')}
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <TextField
        type="date"
        size="small"
        label={translate('app.summary.from')}
        value={from}
        onChange={event => setFrom(event.target.value)}
        slotProps={dateProps}
        sx={{ width: { xs: '100%', sm: 180 } }}
      />
      <TextField
        type="date"
        size="small"
        label={translate('app.summary.to')}
        value={to}
        onChange={event => setTo(event.target.value)}
        error={!!error}
        helperText={translate(error || 'app.summary.range_hint')}
        slotProps={dateProps}
        sx={{ width: { xs: '100%', sm: 220 } }}
      />
      <Button type="submit" variant="contained">
        {translate('app.summary.apply')}
      </Button>
      <Button variant="outlined" onClick={() => onApply({ kind: 'last_day' })} disabled={parsed.kind === 'last_day'}>
        {translate('app.summary.last_day')}
      </Button>
    </Box>
  );
};
