import { Fragment, memo } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslate } from 'react-admin';
import { formatTimestamp, latestReadyWebhook, summariseOptions, type WebhookLogEntry } from './applicationFormat';

/**
 * Cells of the Applications table. Each takes plain values and is memoised, so a poll that
 * returns the same rows re-renders nothing; none of them fetches. Their styles come from the
 * table (CELL_STYLES), so a cell is plain elements, not styled components.
 */

export const TimestampCell = memo(({ value }: { value: string | number | undefined }) => <>{formatTimestamp(value)}</>);
TimestampCell.displayName = 'TimestampCell';

/**
 * The class names the cells below use, styled once by the table that holds them (`CELL_STYLES`,
 * given to the DataTable's sx) instead of an sx per cell: with 100 rows a page, an sx per cell is
 * hundreds of style computations on every render for the same few rules.
 */
const CELL = {
  options: 'app-options',
  state: (state: 'completed' | 'pending' | 'died') => `app-option-${state}`,
  hidden: 'app-visually-hidden',
  webhook: 'app-webhook',
} as const;

export const CELL_STYLES = {
  '& .app-options': { typography: 'caption' },
  '& .app-option-completed': { color: 'success.main' },
  '& .app-option-pending': { color: 'text.secondary' },
  '& .app-option-died': { color: 'error.main' },
  '& .app-visually-hidden': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
  '& .app-webhook': { display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'warning.main' },
  '& .app-webhook[data-success="true"]': { color: 'success.main' },
} as const;

/** Options asked for; a job's colour gives its state, which screen readers get as text. */
export const OptionsCell = memo(({ options }: { options: Record<string, unknown> | undefined }) => {
  const translate = useTranslate();
  const items = summariseOptions(options);
  return (
    <span className={CELL.options}>
      {items.map(({ key, state, value }, index) => {
        const name = translate(`resources.applications.options.${key}`, { value, _: key.replace(/_/g, ' ') });
        const stateText = state ? translate(`resources.applications.option_state.${state}`) : undefined;
        return (
          <Fragment key={key}>
            {index > 0 && ', '}
            <span className={state ? CELL.state(state) : undefined} title={stateText}>
              {name}
              {stateText && <span className={CELL.hidden}>{` (${stateText})`}</span>}
            </span>
          </Fragment>
        );
      })}
    </span>
  );
});
OptionsCell.displayName = 'OptionsCell';

/** Green when the latest "_ready" webhook succeeded, orange otherwise, "-" when there is none. */
export const LatestWebhookCell = memo(({ log }: { log: WebhookLogEntry[] | undefined }) => {
  const translate = useTranslate();
  const entry = latestReadyWebhook(log);
  if (!entry) return <span>{translate('resources.applications.webhook.none')}</span>;
  const state = translate(
    entry.success ? 'resources.applications.webhook.success' : 'resources.applications.webhook.failure',
  );
  const Icon = entry.success ? CheckCircleIcon : ErrorOutlineIcon;
  return (
    <span className={CELL.webhook} data-success={entry.success}>
      <Icon fontSize="inherit" titleAccess={state} />
      {entry.event}
    </span>
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
