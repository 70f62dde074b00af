import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, useTranslate, type RaRecord } from 'react-admin';
import type { z } from '../../lib/zod';
import { DraftKeeper } from '../../components/DraftKeeper';
import { NonFieldErrors } from '../../components/NonFieldErrors';
import { ThrottledSaveButton } from '../../components/SaveThrottle';
import { useCloseGuard } from '../../components/useCloseGuard';

interface RuleDialogProps<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>> {
  title: string;
  schema: S;
  record: Partial<RaRecord>;
  /** The draft's key (DraftKeeper): the rule's resource with `edit:<id>` or `create`. */
  draftName: string;
  onSubmit: (values: z.output<S>) => Promise<Record<string, unknown> | undefined>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The create and edit dialog of a rule: react-admin's Form with the rule's zod schema, the server's
 * non-field errors on top and its field errors under their inputs (what `onSubmit` returns), and
 * nothing typed lost on a refused save nor on closing: with unsaved changes, Cancel, Escape and a
 * click beside the dialog ask first; what was typed survives a session end and comes back when the
 * dialog is opened again for the same rule (DraftKeeper). Full screen on a phone.
 */
export const RuleDialog = <S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
  title,
  schema,
  record,
  draftName,
  onSubmit,
  onClose,
  children,
}: RuleDialogProps<S>) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
  const guard = useCloseGuard(onClose);
  return (
    <Dialog
      open
      onClose={guard.requestClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="regex-rule-dialog-title"
    >
      <Form
        record={record}
        resolver={zodResolver(schema)}
        onSubmit={(values: Record<string, unknown>) => onSubmit(values as z.output<S>)}
        noValidate
      >
        {guard.watch}
        <DialogTitle id="regex-rule-dialog-title">{translate(title)}</DialogTitle>
        <DialogContent dividers>
          <NonFieldErrors />
          <DraftKeeper name={draftName} />
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={guard.requestClose}>{translate('ra.action.cancel')}</Button>
          <ThrottledSaveButton alwaysEnable />
        </DialogActions>
      </Form>
      {guard.question}
    </Dialog>
  );
};
