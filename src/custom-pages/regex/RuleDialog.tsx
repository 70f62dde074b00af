import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, SaveButton, useTranslate, type RaRecord } from 'react-admin';
import type { z } from 'zod';
import { NonFieldErrors } from '../../components/NonFieldErrors';

interface RuleDialogProps<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>> {
  title: string;
  schema: S;
  record: Partial<RaRecord>;
  onSubmit: (values: z.output<S>) => Promise<Record<string, unknown> | undefined>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The create and edit dialog of a rule: react-admin's Form with the rule's zod schema, the server's
 * non-field errors on top and its field errors under their inputs (what `onSubmit` returns), and
 * nothing typed lost on a refused save. Full screen on a phone.
 */
export const RuleDialog = <S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
  title,
  schema,
  record,
  onSubmit,
  onClose,
  children,
}: RuleDialogProps<S>) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
  return (
    // A click beside the dialog does not throw away what was typed; Cancel and Escape do.
    <Dialog open onClose={(_, reason) => reason !== 'backdropClick' && onClose()} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="regex-rule-dialog-title">
      <Form record={record} resolver={zodResolver(schema)} onSubmit={(values: Record<string, unknown>) => onSubmit(values as z.output<S>)} noValidate>
        <DialogTitle id="regex-rule-dialog-title">{translate(title)}</DialogTitle>
        <DialogContent dividers>
          <NonFieldErrors />
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
