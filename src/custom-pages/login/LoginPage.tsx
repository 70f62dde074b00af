import { useState } from 'react';
import { Alert, Box, Button, Link } from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard';
import { AuthField } from '../../components/AuthField';
import { failureText, publicFailureOf, useThrottleWait, type FailureText } from '../../components/publicFailure';
import { useCheckedForm } from '../../components/useCheckedForm';
import { returnPathOrDefault } from '../../providers/returnTo';
import { checkLogin, type LoginValues } from './loginSchema';

/** The e-mail signup hands over (router state, so it stays out of the address and the history). */
const useSignedUpEmail = (): string => {
  const state = useLocation().state as { email?: unknown } | null;
  return typeof state?.email === 'string' ? state.email : '';
};

/** Where to go after signing in: `?next=`, else the location react-admin's logout remembered. */
const useReturnPath = () => {
  const [params] = useSearchParams();
  const state = useLocation().state as { nextPathname?: string; nextSearch?: string } | null;
  const requested =
    params.get('next') ?? (state?.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : null);
  return returnPathOrDefault(requested);
};

/** docs/product.md#login: email and password, links to signup and forgot password. */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const returnPath = useReturnPath();
  const [failure, setFailure] = useState<FailureText | null>(null);
  const { waiting, wait } = useThrottleWait();
  const signedUpEmail = useSignedUpEmail();
  const { field, handleSubmit, isSubmitting } = useCheckedForm<LoginValues>(
    { email: signedUpEmail, password: '' },
    checkLogin,
  );

  const submit = async (values: LoginValues) => {
    setFailure(null);
    try {
      // Values come cleaned and trimmed by the schema. The authProvider's { redirectTo: '/signup' }
      // for a user without a vendor wins over returnPath.
      await login({ email: values.email, password: values.password }, returnPath);
    } catch (error) {
      // The typed values stay in the form: only the message changes. "Invalid details" only for a
      // refused sign-in (DRF's 400); an outage, a throttle or a CSRF refusal say so
      // (docs/product.md#login), also when the identity call after the sign-in is what failed.
      const reason = publicFailureOf(error);
      if (reason.kind === 'throttled') wait(reason.wait);
      setFailure(failureText(reason, 'app.message.login_failed'));
    }
  };

  return (
    <AuthCard title="app.auth.login_title">
      <form onSubmit={handleSubmit(submit)} noValidate>
        {/* Box rather than Stack: the same gaps without Stack's code in /login's script. */}
        <Box sx={{ display: 'grid', gap: 1 }}>
          {failure ? (
            <Alert severity="error" role="alert">
              {translate(failure.message, failure.args)}
            </Alert>
          ) : null}
          <AuthField
            {...field('email')}
            type="email"
            label="app.auth.email"
            autoComplete="username"
            autoFocus={!signedUpEmail}
          />
          <AuthField
            {...field('password')}
            type="password"
            label="app.auth.password"
            autoComplete="current-password"
            autoFocus={!!signedUpEmail}
          />
          <Box sx={{ pt: 1 }}>
            <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting || waiting}>
              {translate(isSubmitting ? 'app.auth.signing_in' : 'app.auth.sign_in')}
            </Button>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', pt: 1 }}>
            <Link component={RouterLink} to="/reset" variant="body2">
              {translate('app.auth.forgot_password')}
            </Link>
            <Link component={RouterLink} to="/signup" variant="body2">
              {translate('app.auth.signup_link')}
            </Link>
          </Box>
        </Box>
      </form>
    </AuthCard>
  );
};
