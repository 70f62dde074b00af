import { useRef, useState, type ReactElement } from 'react';
import { Confirm } from 'react-admin';
import { useFormState } from 'react-hook-form';

interface FormStatus {
  dirty: boolean;
  submitting: boolean;
}

/** Keeps the guard told whether the form holds unsaved changes and whether it is saving. */
const FormStatusWatch = ({ status }: { status: { current: FormStatus } }) => {
  const { isDirty, isSubmitting } = useFormState();
  status.current = { dirty: isDirty, submitting: isSubmitting };
  return null;
};

export interface CloseGuard {
  /** Cancel, Escape and a click beside the dialog: closes a clean form, asks first for a dirty one, waits out a save. */
  requestClose: () => void;
  /** Rendered inside the dialog's `<Form>`. */
  watch: ReactElement;
  /** The "Discard your changes?" question, rendered anywhere in the dialog. */
  question: ReactElement;
}

/**
 * Nothing typed in a form dialog is lost by closing it by accident (docs/product.md#messages): a
 * dialog hands `requestClose` to its Cancel button and to MUI's `onClose` (Escape and backdrop
 * alike), renders `watch` inside its Form and `question` beside it. A clean form closes at once;
 * with unsaved changes the user is asked, and "Keep editing" leaves everything as typed. `name`
 * (the record edited) goes into the question when there is one.
 */
export const useCloseGuard = (onClose: () => void, name?: string): CloseGuard => {
  const status = useRef<FormStatus>({ dirty: false, submitting: false });
  const [asking, setAsking] = useState(false);

  const requestClose = () => {
    if (status.current.submitting) return;
    if (status.current.dirty) setAsking(true);
    else onClose();
  };

  return {
    requestClose,
    watch: <FormStatusWatch status={status} />,
    question: (
      <Confirm
        isOpen={asking}
        title="app.discard.title"
        content={name === undefined ? 'app.discard.content' : 'app.discard.content_named'}
        contentTranslateOptions={{ name }}
        confirm="app.discard.confirm"
        cancel="app.discard.cancel"
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
        onClose={() => setAsking(false)}
      />
    ),
  };
};
