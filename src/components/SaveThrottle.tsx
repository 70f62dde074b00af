import { useCallback } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { SaveButton, useTranslate, type SaveButtonProps } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useSecondsLeft } from './throttleClock';

/**
 * A throttled save (docs/product.md#messages): the server answered 429 with `Retry-After`, so the
 * form that met it keeps its save button off for that long, counting the seconds down, with what
 * was typed kept. The moment it may save again travels with the form's own errors, as
 * react-hook-form's `root.throttledUntil` (milliseconds since the epoch), beside the
 * `root.serverError` line that NonFieldErrors shows: it belongs to that form only and goes when
 * the form is submitted again.
 */
export const THROTTLED_UNTIL = 'throttledUntil';

/** Seconds the surrounding form must still wait before saving again (0: it may save). */
export const useFormThrottle = (): number => {
  const { errors } = useFormState();
  const raw = errors.root?.[THROTTLED_UNTIL]?.message;
  const until = typeof raw === 'string' && raw ? Number(raw) : NaN;
  return useSecondsLeft(Number.isFinite(until) ? until : null);
};

/** A button's label while its action waits out a throttle: "Save (wait 7 s)". */
export const useWaitLabel = () => {
  const translate = useTranslate();
  return useCallback(
    (label: string, seconds: number) => {
      const shown = translate(label, { _: label });
      return seconds > 0 ? translate('app.message.wait_label', { label: shown, seconds }) : shown;
    },
    [translate],
  );
};

/**
 * react-admin's SaveButton, off while the form waits out a throttle and saying for how long. Every
 * form's save button is this one (SimpleForm's through FormToolbar, the dialogs' directly).
 */
export const ThrottledSaveButton = ({
  label = 'ra.action.save',
  disabled,
  alwaysEnable,
  ...props
}: SaveButtonProps) => {
  const wait = useFormThrottle();
  const waitLabel = useWaitLabel();
  return (
    <SaveButton
      {...props}
      label={waitLabel(label, wait)}
      alwaysEnable={wait > 0 ? false : alwaysEnable}
      disabled={wait > 0 || disabled}
    />
  );
};

/**
 * A dialog's own submit button (a plain MUI button of type submit inside react-admin's Form), off
 * while the form waits out a throttle and saying for how long. `children` is its label: a
 * catalogue key or text.
 */
export const ThrottledSubmitButton = ({
  children,
  disabled,
  ...props
}: Omit<ButtonProps, 'children'> & { children: string }) => {
  const wait = useFormThrottle();
  const waitLabel = useWaitLabel();
  return (
    <Button type="submit" variant="contained" {...props} disabled={wait > 0 || disabled}>
      {waitLabel(children, wait)}
    </Button>
  );
};
