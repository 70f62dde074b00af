import { Fragment, memo } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatTimestamp, latestReadyWebhook, summariseOptions, type WebhookLogEntry } from './applicationFormat';

/**
 * Cells of the Applications table. Each takes plain values and is memoised, so a poll that
 * returns the same rows re-renders nothing; none of them fetches.
 */

export const TimestampCell = memo(({ value }: { value: string | number | undefined }) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {formatTimestamp(value)}
  </Box>
));
TimestampCell.displayName = 'TimestampCell';

const STATE_COLOURS = { completed: 'success.main', pending: 'text.secondary', died: 'error.main' } as const;

const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

/** Options asked for; a job's colour gives its state, which screen readers get as text. */
export const OptionsCell = memo(({ options }: { options: Record<string, unknown> | undefined }) => {
  const translate = useTranslate();
  const items = summariseOptions(options);
  return (
    <Typography component="span" variant="caption">
      {items.map(({ key, state, value }, index) => {
        const name = translate(`resources.applications.options.${key}`, { value, _: key.replace(/_/g, ' ') });
        const stateText = state ? translate(`resources.applications.option_state.${state}`) : undefined;
        return (
          <Fragment key={key}>
            {index > 0 && ', '}
            <Box component="span" sx={{ color: state ? STATE_COLOURS[state] : undefined }} title={stateText}>
              {name}
              {stateText && <Box component="span" sx={hidden}>{` (${stateText})`}</Box>}
            </Box>
          </Fragment>
        );
      })}
    </Typography>
  );
});
OptionsCell.displayName = 'OptionsCell';

/** Green when the latest "_ready" webhook succeeded, orange otherwise, "-" when there is none. */
export const LatestWebhookCell = memo(({ log }: { log: WebhookLogEntry[] | undefined }) => {
  const translate = useTranslate();
  const entry = latestReadyWebhook(log);
  if (!entry) return <span>{translate('resources.applications.webhook.none')}</span>;
  const state = translate(entry.success ? 'resources.applications.webhook.success' : 'resources.applications.webhook.failure');
  const Icon = entry.success ? CheckCircleIcon : ErrorOutlineIcon;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: entry.success ? 'success.main' : 'warning.main' }}
      data-success={entry.success}
    >
      <Icon fontSize="inherit" titleAccess={state} />
      {entry.event}
    </Box>
  );
});
LatestWebhookCell.displayName = 'LatestWebhookCell';

export interface FlagCellProps {
  value: boolean | undefined;
  /** Catalogue keys of the accessible label when set and when not set. */
  on: string;
  off: string;
}

/** Analysed and Finalised: an icon whose accessible name says the state. */
export const FlagCell = memo(({ value, on, off }: FlagCellProps) => {
  const translate = useTranslate();
  return value ? (
    <CheckCircleIcon fontSize="small" color="success" titleAccess={translate(on)} />
  ) : (
    <RadioButtonUncheckedIcon fontSize="small" color="disabled" titleAccess={translate(off)} />
  );
});
FlagCell.displayName = 'FlagCell';
