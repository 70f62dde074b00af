import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BankState } from '../lib/bankHealth';

const LOOK = {
  online: { color: 'success', variant: 'outlined', icon: <CloudDoneIcon /> },
  warning: { color: 'warning', variant: 'filled', icon: <WarningAmberIcon /> },
  offline: { color: 'error', variant: 'filled', icon: <CloudOffIcon /> },
  unknown: { color: 'default', variant: 'outlined', icon: <HelpOutlineIcon /> },
} as const;

/**
 * A bank's state (src/lib/bankHealth.ts) as a chip: the word, an icon and a colour, so that it
 * never rests on colour alone (Bank health, the bank-module dialog, Connections, Needs attention).
 * `null` is a state not known (no bank, or its list not read); `words` names the catalogue branch
 * of a screen that says the state its own way (`<words>.online`, ... and `<words>.unknown`).
 */
export const BankStateChip = ({ state, words }: { state: BankState | null; words?: string }) => {
  const translate = useTranslate();
  const key = state ?? 'unknown';
  const look = LOOK[key];
  return (
    <Chip
      size="small"
      color={look.color}
      variant={look.variant}
      icon={look.icon}
      label={translate(`${words ?? 'app.bankHealth.state'}.${key}`)}
      data-state={key}
    />
  );
};
