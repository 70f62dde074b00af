import { useImperativeHandle, useRef } from 'react';
import { Alert } from '@mui/material';
import ReCAPTCHA from 'react-google-recaptcha';
import { useTranslate } from 'react-admin';
import { recaptchaSiteKey } from '../../lib/paymentConfig';
import type { CaptchaProps } from './types';

/** The real captcha: Google reCAPTCHA v2 (checkbox) with the configured site key. */
export const RecaptchaBox = ({ ref, onChange, onExpired }: CaptchaProps) => {
  const translate = useTranslate();
  const widget = useRef<ReCAPTCHA>(null);
  useImperativeHandle(ref, () => ({ reset: () => widget.current?.reset() }), []);
  if (!recaptchaSiteKey()) return <Alert severity="error">{translate('app.signup.captcha.not_configured')}</Alert>;
  return (
    <ReCAPTCHA
      ref={widget}
      sitekey={recaptchaSiteKey()}
      onChange={token => onChange(token || null)}
      onExpired={onExpired}
      onErrored={() => onChange(null)}
    />
  );
};
