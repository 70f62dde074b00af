import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SettingChange } from '../../lib/settings';

const SECRET_KEY = /secret|password/i;
const MASK = '••••••••';

/** The diff before a save: each changed key with its value now and the value sent. */
export const SettingsDiffDialog = ({
  changes,
  formId,
  saving,
  onCancel,
}: {
  changes: SettingChange[];
  /** The settings form's id: Save submits it. */
  formId: string;
  saving: boolean;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  const shown = (change: SettingChange, value: string | undefined, isFrom: boolean) => {
    if (isFrom && value === undefined)
      return change.default !== undefined
        ? translate('app.settings.diff.unset_default', { value: change.default })
        : translate('app.settings.diff.unset');
    if (value === '' || value === undefined) return translate('app.settings.diff.empty');
    return SECRET_KEY.test(change.key) ? MASK : value;
  };
  return (
    <Dialog open onClose={saving ? undefined : onCancel} aria-labelledby="settings-diff-title" fullWidth maxWidth="md">
      <DialogTitle id="settings-diff-title">{translate('app.settings.diff.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate('app.settings.diff.intro')}</DialogContentText>
        <Table size="small" aria-labelledby="settings-diff-title">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.settings.diff.tab')}</TableCell>
              <TableCell>{translate('app.settings.diff.key')}</TableCell>
              <TableCell>{translate('app.settings.diff.from')}</TableCell>
              <TableCell>{translate('app.settings.diff.to')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map(change => (
              <TableRow key={`${change.tab}.${change.key}`}>
                <TableCell>{translate(`app.settings.tabs.${change.tab}`)}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{change.key}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all', color: 'text.secondary' }}>{shown(change, change.from, true)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all', fontWeight: 'bold' }}>{shown(change, change.to, false)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          {translate('app.settings.diff.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={saving} autoFocus>
          {translate('app.settings.diff.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
