import { useState, type ChangeEvent } from 'react';
import { FormControl, FormHelperText, IconButton, InputAdornment, InputLabel, OutlinedInput } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';

interface AuthFieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Catalogue key of the field's error, if any. */
  error?: string;
  label: string;
  type?: 'email' | 'password' | 'text';
  autoComplete?: string;
  autoFocus?: boolean;
}

/**
 * A text input of the public account pages. It is built from MUI's input parts rather than
 * TextField (or react-admin's TextInput, which wraps it) because TextField always bundles Select,
 * Menu, Popover and Modal: a quarter of what /login would load. A password field gets an
 * accessible show/hide toggle.
 */
export const AuthField = ({
  name,
  value,
  onChange,
  error,
  label,
  type = 'text',
  autoComplete,
  autoFocus,
}: AuthFieldProps) => {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  const id = `auth-${name}`;
  const isPassword = type === 'password';
  return (
    <FormControl variant="outlined" fullWidth error={!!error} margin="dense">
      <InputLabel htmlFor={id}>{translate(label)}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        type={isPassword && !shown ? 'password' : isPassword ? 'text' : type}
        label={translate(label)}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        endAdornment={
          isPassword ? (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate(shown ? 'app.auth.hide_password' : 'app.auth.show_password')}
                onClick={() => setShown(current => !current)}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      />
      {/* Always rendered so the form does not jump when a message appears. */}
      <FormHelperText id={`${id}-error`}>{error ? translate(error) : ' '}</FormHelperText>
    </FormControl>
  );
};
