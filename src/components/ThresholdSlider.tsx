import { useId, useState, type ChangeEvent } from 'react';
import { Box, FormHelperText, InputAdornment, Slider, TextField, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import {
  THRESHOLD_MAX,
  THRESHOLD_MESSAGES,
  THRESHOLD_MIN,
  THRESHOLD_STEP,
  clampThreshold,
  formatPercent,
  parsePercent,
  roundThreshold,
  thresholdOf,
  toPercent,
} from '../lib/threshold';

export interface ThresholdSliderProps {
  /** The threshold as a fraction (0.5 is 50 %). */
  value: number;
  /**
   * Called with the new fraction: from the slider (always valid), or from the typed percent. A typed
   * value is handed on even when it cannot be saved (out of range: that number; not a number: NaN)
   * so that the form holding it refuses to save rather than keep a stale value; check it with
   * `thresholdIssue` from `lib/threshold`.
   */
  onChange: (value: number) => void;
  /** Already translated. */
  label: string;
  /** Already translated; shown when the typed text itself has no problem (a server field error). */
  error?: string;
  disabled?: boolean;
  /** The inputs' `name` prefix (forms, tests). */
  name?: string;
}

/**
 * A bank-module threshold: a slider (arrows move 1 %, Page Up/Down 10 %, Home/End the ends) and a
 * percent field in sync with it. What is typed stays as typed while it cannot be read; its
 * problem shows under it.
 */
export const ThresholdSlider = ({ value, onChange, label, error, disabled, name }: ThresholdSliderProps) => {
  const translate = useTranslate();
  const id = useId();
  const [text, setText] = useState(() => formatPercent(value));
  // The value last received: a change from outside (a reset, another field) rewrites the text,
  // unless the text already reads as that value.
  const [received, setReceived] = useState(value);
  if (!Object.is(received, value)) {
    setReceived(value);
    if (Number.isFinite(value) && !Object.is(parsePercent(text).value, value)) setText(formatPercent(value));
  }
  const parsed = parsePercent(text);
  const typedProblem = parsed.ok ? undefined : translate(THRESHOLD_MESSAGES[parsed.issue]);
  const message = typedProblem ?? error;
  const percentText = (fraction: number) => `${toPercent(fraction)}%`;

  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    onChange(parsePercent(next).value);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id={`${id}-label`} variant="body2" component="div" gutterBottom>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
        <Slider
          sx={{ flex: 1, minWidth: 0, mt: 1, mx: 1 }}
          name={name}
          value={clampThreshold(value)}
          min={THRESHOLD_MIN}
          max={THRESHOLD_MAX}
          step={THRESHOLD_STEP}
          shiftStep={0.1}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          getAriaValueText={percentText}
          valueLabelFormat={percentText}
          valueLabelDisplay="auto"
          onChange={(_event, next) => {
            if (typeof next !== 'number') return;
            const fraction = roundThreshold(next);
            setText(formatPercent(fraction));
            onChange(fraction);
          }}
        />
        {/* A box of its own: themes widen inputs to 100 % on small screens, which would squeeze the slider. */}
        <Box sx={{ width: 112, flexShrink: 0 }}>
          <TextField
            fullWidth
            size="small"
            value={text}
            onChange={onType}
            disabled={disabled}
            error={Boolean(message)}
            name={name ? `${name}-percent` : undefined}
            slotProps={{
              htmlInput: {
                inputMode: 'decimal',
                'aria-label': translate('app.bankModules.threshold.percent_field', { label }),
                'aria-invalid': Boolean(message),
                'aria-describedby': message ? `${id}-error` : undefined,
              },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
          />
        </Box>
      </Box>
      {message ? (
        <FormHelperText id={`${id}-error`} error role="alert">
          {message}
        </FormHelperText>
      ) : null}
    </Box>
  );
};

export interface ThresholdInputProps {
  source: string;
  /** A catalogue key or text. */
  label: string;
  disabled?: boolean;
}

/**
 * `ThresholdSlider` as a react-admin input: the form holds the fraction; the form's own validation
 * (a zod schema checking `thresholdIssue`) or the server's field error shows under it.
 */
export const ThresholdInput = ({ source, label, disabled }: ThresholdInputProps) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, format: (raw: unknown) => thresholdOf(raw) ?? Number.NaN });
  const rawMessage = fieldState.error?.message;
  const error = typeof rawMessage === 'string' && rawMessage ? translate(rawMessage, { _: rawMessage }) : undefined;
  return (
    <ThresholdSlider
      name={source}
      value={typeof field.value === 'number' ? field.value : Number.NaN}
      onChange={field.onChange}
      label={translate(label, { _: label })}
      error={error}
      disabled={disabled}
    />
  );
};
