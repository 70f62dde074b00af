import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BankState } from '../lib/bankHealth';

const LOOK = {
  online: { color: 'success', variant: 'outlined', icon: <CloudDoneIcon /> },
  warning: { color: 'warning', variant: 'filled', icon: <WarningAmberIcon /> },
  offline: { color: 'error', variant: 'filled', icon: <CloudOffIcon /> },
} as const;

/**
 * A bank's state (src/lib/bankHealth.ts) as a chip: the word, an icon and a colour, so that it
 * never rests on colour alone (Bank health, the bank-module dialog, Connections).
 */
export const BankStateChip = ({ state }: { state: BankState }) => {
  const translate = useTranslate();
  const look = LOOK[state];
  return (
    <Chip
      size="small"
      color={look.color}
      variant={look.variant}
      icon={look.icon}
      label={translate(`app.bankHealth.state.${state}`)}
      data-state={state}
    />
  );
};
