import { useState } from 'react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { AppDataProvider } from '../../providers/dataProvider';

/**
 * The description-sanitising helper (POST transtyperegex/sanitise/, form field Description): a
 * pasted bank description comes back as a starting pattern, which "Use this pattern" puts in the
 * form's regex field. Its own small form: the rule form's other fields are left as they are.
 */
export const SanitiseHelper = ({ source = 'regex' }: { source?: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { setValue } = useFormContext();
  const [description, setDescription] = useState('');
  const [missing, setMissing] = useState(false);
  const sanitise = useMutation({ mutationFn: (text: string) => dataProvider.sanitiseDescription(text) });

  const submit = () => {
    if (!description.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    sanitise.mutate(description);
  };

  const answer = sanitise.data;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, my: 1 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate('app.regex.sanitise.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label={translate('app.regex.sanitise.description')}
          value={description}
          onChange={event => setDescription(event.target.value)}
          onKeyDown={event => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
          }}
          error={missing}
          helperText={missing ? translate('app.regex.sanitise.required') : translate('app.regex.sanitise.help')}
          size="small"
          sx={{ flex: '1 1 260px' }}
        />
        <Button variant="outlined" onClick={submit} disabled={sanitise.isPending}>
          {translate('app.regex.sanitise.submit')}
        </Button>
      </Box>
      {sanitise.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('app.message.error_toast', {
            message: sanitise.error instanceof Error ? sanitise.error.message : '',
          })}
        </Alert>
      )}
      {answer && (
        <Box sx={{ mt: 1 }}>
          {answer.sanitised !== undefined && (
            <Typography variant="body2">
              {translate('app.regex.sanitise.sanitised')}: <code>{answer.sanitised}</code>
            </Typography>
          )}
          <Typography variant="body2">
            {translate('app.regex.sanitise.pattern')}:{' '}
            <code>{answer.regex || translate('app.regex.sanitise.no_pattern')}</code>
          </Typography>
          {answer.regex && (
            <Button
              size="small"
              sx={{ mt: 0.5 }}
              onClick={() => setValue(source, answer.regex, { shouldDirty: true, shouldValidate: true })}
            >
              {translate('app.regex.sanitise.use')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
};
