import { useState, type FormEvent } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { isLookupType, LOOKUP_TYPES, normaliseTerm, type LookupType } from './lookupTerm';

export interface LookupFormProps {
  type: LookupType;
  value: string;
  loading: boolean;
  onSubmit: (type: LookupType, value: string) => void;
}

/**
 * The lookup type and term. It starts from the query string and is remounted (by key) when the
 * query string changes, so what was typed stays on screen while a lookup loads or fails.
 */
export const LookupForm = ({ type: initialType, value: initialValue, loading, onSubmit }: LookupFormProps) => {
  const translate = useTranslate();
  const [type, setType] = useState<LookupType>(initialType);
  const [value, setValue] = useState(initialValue);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(type, normaliseTerm(value));
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={translate('app.lookup.form')}
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
    >
      <TextField
        select
        label={translate('app.lookup.type')}
        value={type}
        onChange={event => isLookupType(event.target.value) && setType(event.target.value)}
        size="small"
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 240 } }}
      >
        {LOOKUP_TYPES.map(option => (
          <MenuItem key={option} value={option}>
            {translate(`app.lookup.types.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate('app.lookup.value')}
        value={value}
        onChange={event => setValue(event.target.value)}
        size="small"
        autoComplete="off"
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 360 } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={loading}>
        {translate('app.lookup.submit')}
      </Button>
    </Box>
  );
};
