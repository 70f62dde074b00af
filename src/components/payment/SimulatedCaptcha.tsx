import { useImperativeHandle, useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CaptchaProps } from './types';

let answers = 0;

/**
 * The captcha of demo mode and tests: ticking the box answers at once; "Let the check expire"
 * does what the real one does after two minutes (the answer is withdrawn and a new one is needed).
 */
export const SimulatedCaptcha = ({ ref, onChange, onExpired }: CaptchaProps) => {
  const translate = useTranslate();
  const [solved, setSolved] = useState(false);

  useImperativeHandle(ref, () => ({ reset: () => setSolved(false) }), []);

  const solve = () => {
    if (solved) return;
    setSolved(true);
    answers += 1;
    onChange(`demo-captcha-${Date.now().toString(36)}-${answers}`);
  };

  const expire = () => {
    setSolved(false);
    onExpired();
  };

  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 1.5,
        py: 0.5,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
      }}
    >
      <FormControlLabel
        control={<Checkbox checked={solved} onChange={solve} />}
        label={translate('app.signup.captcha.label')}
      />
      {solved ? (
        <Button size="small" onClick={expire}>
          {translate('app.signup.captcha.expire')}
        </Button>
      ) : (
        <Typography variant="caption" color="text.secondary">
          {translate('app.signup.captcha.simulated')}
        </Typography>
      )}
    </Box>
  );
};
