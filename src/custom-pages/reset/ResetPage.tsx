import { useContext } from 'react';
import { Box, Button, Link, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { DataProviderContext, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard';
import { AuthField } from '../../components/AuthField';
import { failureText, publicFailureOf, useThrottleWait } from '../../components/publicFailure';
import { useCheckedForm } from '../../components/useCheckedForm';
import type { AppDataProvider } from '../../providers';
import { checkReset, type ResetValues } from './resetSchema';

const defaultValues: ResetValues = { email: '' };

/**
 * docs/product.md#login, Reset: asks for the password-reset email (POST rest-auth/password/reset/).
 * The dataProvider is read from react-admin's context, not through `useDataProvider()`: that
 * proxy hands a 401, 403 or 502 to checkError, which ends the session and resolves the call as if
 * it had succeeded ("Please check your email..." after a 502). A public page has no session to
 * end: every failure is reported.
 */
export const ResetPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useContext(DataProviderContext) as AppDataProvider;
  const { waiting, wait } = useThrottleWait();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (email: string) => dataProvider.resetPassword(email),
    onSuccess: () => notify('app.message.reset_sent', { type: 'success' }),
    onError: error => {
      const reason = publicFailureOf(error);
      if (reason.kind === 'throttled') wait(reason.wait);
      const { message, args } = failureText(reason, 'app.message.reset_failed');
      notify(message, { type: 'error', messageArgs: args });
    },
  });

  const { field, handleSubmit } = useCheckedForm(defaultValues, checkReset);

  const submit = async (values: ResetValues) => {
    // The schema has cleaned and trimmed the address. The outcome is told by the notification;
    // the form keeps the address either way.
    await mutateAsync(values.email ?? '').catch(() => undefined);
  };

  return (
    <AuthCard title="app.auth.reset_title" intro="app.auth.reset_intro">
      <form onSubmit={handleSubmit(submit)} noValidate>
        <Stack spacing={1}>
          <AuthField {...field('email')} type="email" label="app.auth.email" autoComplete="email" autoFocus />
          <Box sx={{ pt: 1 }}>
            <Button type="submit" variant="contained" size="large" fullWidth disabled={isPending || waiting}>
              {translate(isPending ? 'app.auth.sending' : 'app.auth.reset_submit')}
            </Button>
          </Box>
          <Link component={RouterLink} to="/login" variant="body2" sx={{ pt: 1 }}>
            {translate('app.auth.back_to_login')}
          </Link>
        </Stack>
      </form>
    </AuthCard>
  );
};
