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
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SettingChange } from '../../lib/settings';

const SECRET_KEY = /secret|password/i;
const MASK = '••••••••';

/**
 * The diff before a save: each changed key with its value now and the value sent. A hand-built MUI
 * table on purpose, not react-admin's DataTable: it is not a table of records but a diff of the
 * form's values, read top to bottom in the form's order inside a confirm dialog, with no sort,
 * selection or empty state to share (docs/architecture.md#tables).
 */
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
  // On a phone the diff takes the whole screen and drops the tab column (the key names the setting).
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const tabCell = { display: { xs: 'none', sm: 'table-cell' } };
  const shown = (change: SettingChange, value: string | undefined, isFrom: boolean) => {
    if (isFrom && value === undefined)
      return change.default !== undefined
        ? translate('app.settings.diff.unset_default', { value: change.default })
        : translate('app.settings.diff.unset');
    if (value === '' || value === undefined) return translate('app.settings.diff.empty');
    return SECRET_KEY.test(change.key) ? MASK : value;
  };
  return (
    <Dialog
      open
      onClose={saving ? undefined : onCancel}
      aria-labelledby="settings-diff-title"
      fullWidth
      maxWidth="md"
      fullScreen={small}
    >
      <DialogTitle id="settings-diff-title">{translate('app.settings.diff.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate('app.settings.diff.intro')}</DialogContentText>
        <Table size="small" aria-labelledby="settings-diff-title">
          <TableHead>
            <TableRow>
              <TableCell sx={tabCell}>{translate('app.settings.diff.tab')}</TableCell>
              <TableCell>{translate('app.settings.diff.key')}</TableCell>
              <TableCell>{translate('app.settings.diff.from')}</TableCell>
              <TableCell>{translate('app.settings.diff.to')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map(change => (
              <TableRow key={`${change.tab}.${change.key}`}>
                <TableCell sx={tabCell}>{translate(`app.settings.tabs.${change.tab}`)}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{change.key}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', color: 'text.secondary' }}>
                  {shown(change, change.from, true)}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: 'bold' }}>
                  {shown(change, change.to, false)}
                </TableCell>
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
