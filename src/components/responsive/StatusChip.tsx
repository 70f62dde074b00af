import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

type ChipColor = NonNullable<ChipProps['color']>;

const ERROR = /FAIL|ERROR|DIED|INVALID|REJECT|EXPIRED|REVOKED|DISABLED|CANCEL/;
const WARNING = /MFA|AUTH|WAIT|PENDING|TIMEOUT|RETRY/;
const INFO = /QUEUED|PROCESSING|RELEASED|RUNNING|INITIAL|ACTIVE_?RUN/;
const SUCCESS = /COMPLETE|SUCCESS|DONE|ENABLED|ACTIVE|OK|YES|TRUE/;

/**
 * The colour a status reads as: red for a failure, amber for one waiting on someone, blue for one
 * under way, green for a success, grey otherwise. Keyword based, so a status the backend adds later
 * still gets a sensible colour.
 */
export const statusColor = (status: string): ChipColor => {
  const value = status.toUpperCase();
  if (ERROR.test(value)) return 'error';
  if (WARNING.test(value)) return 'warning';
  if (INFO.test(value)) return 'info';
  if (SUCCESS.test(value)) return 'success';
  return 'default';
};

/** A status as a small coloured chip (the row cards of docs/screens/responsive.md). */
export const StatusChip = ({ status, label }: { status: string | null | undefined; label?: string }) => {
  const translate = useTranslate();
  if (!status) return null;
  const text = label ?? status;
  return (
    <Chip size="small" color={statusColor(status)} label={translate(text, { _: text })} sx={{ maxWidth: '100%' }} />
  );
};
