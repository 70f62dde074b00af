import { useMemo } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import { useChoices, useChoicesCut } from './choices';

/**
 * A thirdparty chosen from the list (the value is its id) or typed as a new name (the value is
 * the text; the form creates it first, "Creating new thirdparty ({value})").
 */
export const ThirdpartyInput = ({
  source = 'thirdparty',
  label = 'resources.categoryregex.fields.thirdparty',
}: {
  source?: string;
  label?: string;
}) => {
  const translate = useTranslate();
  const { data, meta } = useChoices('thirdparty');
  const cut = useChoicesCut(meta);
  const { field, fieldState, isRequired } = useInput({ source });
  const rows = useMemo(() => data ?? [], [data]);
  const value: unknown = field.value;
  const known = rows.find(row => String(row.id) === String(value));
  const text = known ? known.name : typeof value === 'string' ? value : '';
  const error = fieldState.error?.message;

  const setText = (typed: string) => {
    const match = rows.find(row => row.name.toLowerCase() === typed.trim().toLowerCase());
    field.onChange(match ? match.id : typed);
  };

  return (
    <Autocomplete
      freeSolo
      options={rows.map(row => row.name)}
      inputValue={text}
      onInputChange={(_, typed, reason) => {
        if (reason !== 'reset' || typed) setText(typed);
      }}
      onBlur={field.onBlur}
      sx={{ minWidth: 0 }}
      renderInput={params => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
          variant="filled"
          error={!!error}
          helperText={
            error ? (
              <InputHelperText error={error} />
            ) : text && !known ? (
              translate('app.regex.category.new_thirdparty', { value: text.trim() })
            ) : (
              (cut ?? ' ')
            )
          }
        />
      )}
    />
  );
};
