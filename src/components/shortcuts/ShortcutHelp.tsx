import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { keyLabel, useRegisteredShortcuts } from './registry';
import { useShortcut } from './useShortcut';

/**
 * "?" anywhere in the signed-in app (not while typing) opens the list of the keyboard shortcuts that
 * work on this screen, from the registry (docs/screens/accessibility.md#shortcuts).
 */
export const ShortcutHelp = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  useShortcut('?', () => setOpen(true), { description: 'app.shortcuts.help' });
  const shortcuts = useRegisteredShortcuts();
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onClose={close} aria-labelledby="shortcut-help-title" maxWidth="xs" fullWidth>
      <DialogTitle id="shortcut-help-title">{translate('app.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="shortcut-help-title">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate('app.shortcuts.key')}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate('app.shortcuts.action')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shortcuts.map(({ key, description }) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row">
                  <kbd>{keyLabel(key)}</kbd>
                </TableCell>
                <TableCell>{translate(description)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus>
          {translate('app.shortcuts.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
