import { Suspense, useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Link,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { DataProviderContext, Form, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { LeaveWarning } from '../../components/LeaveWarning';
import { Captcha, type CaptchaHandle } from '../../components/payment';
import { config } from '../../config';
import { paymentSettings } from '../../lib/paymentConfig';
import { isSafeReturnPath } from '../../providers/returnTo';
import type { AppDataProvider } from '../../providers/dataProvider';
import { CheckoutDialog } from './CheckoutDialog';
import { isPackage, packageFor } from './packages';
import { signupFailureOf, type SignupFailure } from './signupErrors';
import { brokerSignup, signupConfirmation } from './signupPayload';
import { accountSchema, businessSchema, stepMessages, type SignupValues } from './signupSchema';
import { AccountStep, BusinessStep } from './SignupSteps';
import { createSubscriptionKeeper } from './subscriptionKeeper';

type Step = 0 | 1;

/** The zod issues of one step as react-hook-form errors, first message a field. */
const errorsOf = (issues: { path: PropertyKey[]; message: string; code: string }[]) => {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'root');
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return errors;
};

/**
 * One form over both steps, so nothing typed is lost between them; the resolver checks the
 * current step's schema only and hands on the cleaned values of both.
 */
const stepResolver =
  (step: { current: Step }): Resolver =>
  async values => {
    const account = accountSchema.safeParse(values);
    if (step.current === 0) {
      return account.success
        ? { values: { ...values, ...account.data }, errors: {} }
        : { values: {}, errors: errorsOf(account.error.issues) };
    }
    const business = businessSchema.safeParse(values);
    if (!business.success) return { values: {}, errors: errorsOf(business.error.issues) };
    return { values: { ...values, ...(account.success ? account.data : {}), ...business.data }, errors: {} };
  };

/** docs/product.md#signup: Platinum with an aggregator code is the Aggregator package, and back. */
const PackageSwitch = () => {
  const { setValue } = useFormContext();
  const chosen: unknown = useWatch({ name: 'package' });
  const code = useWatch({ name: 'promo_code' }) as string | null | undefined;
  useEffect(() => {
    const wanted = packageFor(isPackage(chosen) ? chosen : null, code);
    if (wanted && wanted !== chosen) setValue('package', wanted, { shouldDirty: true, shouldValidate: false });
  }, [chosen, code, setValue]);
  return null;
};

/** "All fields should be less than 100 characters" and "Please ensure all fields are completed" on a refused Next or Subscribe. */
const StepMessages = ({ failure }: { failure: SignupFailure | null }) => {
  const translate = useTranslate();
  const { errors, submitCount } = useFormState();
  const messages = submitCount
    ? stepMessages(Object.values(errors).map(error => (typeof error?.message === 'string' ? error.message : undefined)))
    : [];
  const lines = [
    ...messages.map(key => translate(key)),
    ...(failure?.kind === 'form' ? [translate(failure.message, { _: failure.message, ...failure.args })] : []),
  ];
  if (!lines.length) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 1 }}>
      {lines.map(line => (
        <div key={line}>{line}</div>
      ))}
    </Alert>
  );
};

/** Marks the fields a refused signup names (the form's own setError, so they clear as the user types). */
const ServerErrors = ({ failure }: { failure: SignupFailure | null }) => {
  const { setError } = useFormContext();
  useEffect(() => {
    if (failure?.kind !== 'fields') return;
    for (const [field, message] of Object.entries(failure.errors))
      setError(field, { type: 'server', message }, { shouldFocus: true });
  }, [failure, setError]);
  return null;
};

/**
 * The broker signup (docs/product.md#signup, docs/screens/signup.md): Account Details, Business
 * Details with the package, the terms and the captcha, then the checkout dialog. `pkg` and
 * `promo` in the query preselect the package and the code.
 */
export const SignupPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  // From react-admin's context, not useDataProvider(): a public page has no session to end, and
  // that proxy's checkError could end one (a signed-in user without a vendor) on a 401/403/502.
  const dataProvider = useContext(DataProviderContext) as AppDataProvider;
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>(0);
  const stepRef = useRef<Step>(0);
  stepRef.current = step;
  const resolver = useMemo(() => stepResolver(stepRef), []);
  const [terms, setTerms] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaExpired, setCaptchaExpired] = useState(false);
  const captchaToken = useRef<string | null>(null);
  captchaToken.current = captcha;
  const captchaBox = useRef<CaptchaHandle>(null);
  const [keeper] = useState(createSubscriptionKeeper);
  const [checkout, setCheckout] = useState<SignupValues | null>(null);
  const [failure, setFailure] = useState<SignupFailure | null>(null);
  const signedUp = useRef(false);

  const defaultValues = useMemo(() => {
    // A payment made before a reload keeps its package and code (the form locks them).
    const promo = keeper.paidFor?.promo_code ?? params.get('promo') ?? '';
    const pkg = keeper.paidFor?.package ?? params.get('pkg')?.toLowerCase();
    return {
      email: '',
      first_name: '',
      last_name: '',
      password: '',
      business_name: '',
      contact_name: '',
      contact_phone: '',
      ABN: '',
      billing_address: '',
      promo_code: promo,
      package: packageFor(isPackage(pkg) ? pkg : null, promo),
    };
  }, [params, keeper]);

  const submit = (values: FieldValues) => {
    setFailure(null);
    if (step === 0) {
      setStep(1);
      return;
    }
    // A double click submits twice: the checkout opens once, with the first click's values.
    setCheckout(current => current ?? (values as SignupValues));
  };

  const newCaptcha = () => {
    captchaBox.current?.reset();
    setCaptcha(null);
  };

  const refused = (reason: SignupFailure) => {
    setCheckout(null);
    // A captcha answer is good for one post: the next attempt needs a new one.
    newCaptcha();
    if (reason.kind === 'fields') setStep(reason.step);
    setFailure(reason);
  };

  const onPaid = async (values: SignupValues, paymentId: string) => {
    const token = captchaToken.current;
    if (!token) {
      refused({ kind: 'form', message: 'app.signup.captcha.expired' });
      return;
    }
    try {
      await dataProvider.brokerSignup(brokerSignup(values, paymentId, token));
    } catch (error) {
      refused(signupFailureOf(error));
      return;
    }
    // The account exists: leaving now loses nothing, and no payment is left to reuse.
    signedUp.current = true;
    keeper.signedUp();
    notify('app.message.signup_success', { type: 'success' });
    try {
      await dataProvider.sendSignupConfirmation(signupConfirmation(values));
    } catch {
      // The account exists and is paid for: a confirmation e-mail that failed does not undo it.
    }
    const next = params.get('next');
    navigate(isSafeReturnPath(next) ? `/login?next=${encodeURIComponent(next)}` : '/login', {
      state: { email: values.email },
    });
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: { xs: 1, sm: 2 },
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 640 }} elevation={2}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700, letterSpacing: 1 }}>
            {config.productName}
          </Typography>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.pages.signup')}
          </Typography>
          <Stepper activeStep={step} sx={{ my: 2 }} alternativeLabel>
            <Step>
              <StepLabel>{translate('app.signup.steps.account')}</StepLabel>
            </Step>
            <Step>
              <StepLabel>{translate('app.signup.steps.business')}</StepLabel>
            </Step>
          </Stepper>
          <Form
            defaultValues={defaultValues}
            resolver={resolver}
            onSubmit={submit}
            noValidate
            disableInvalidFormNotification
          >
            <PackageSwitch />
            <LeaveWarning saved={signedUp} />
            <ServerErrors failure={failure} />
            {step === 0 ? (
              <AccountStep />
            ) : (
              <BusinessStep locked={keeper.paymentId !== null} terms={terms} onTermsChange={setTerms} />
            )}
            {step === 1 ? (
              <Box sx={{ mt: 1 }}>
                <Suspense fallback={null}>
                  <Captcha
                    ref={captchaBox}
                    onChange={token => {
                      setCaptcha(token);
                      if (token) setCaptchaExpired(false);
                    }}
                    onExpired={() => {
                      setCaptcha(null);
                      setCaptchaExpired(true);
                    }}
                  />
                </Suspense>
                {captchaExpired ? (
                  <Alert severity="warning" sx={{ mt: 1 }}>
                    {translate('app.signup.captcha.expired')}
                  </Alert>
                ) : null}
              </Box>
            ) : null}
            <StepMessages failure={failure} />
            <Stack direction="row" spacing={1} justifyContent="space-between" alignItems="center" sx={{ mt: 2 }}>
              {step === 0 ? (
                <Link component={RouterLink} to="/login" variant="body2">
                  {translate('app.signup.have_account')}
                </Link>
              ) : (
                <Button
                  onClick={() => {
                    // The captcha leaves with the step: its answer goes with it, or Subscribe would be enabled beside an empty box.
                    setCaptcha(null);
                    setStep(0);
                  }}
                >
                  {translate('app.signup.back')}
                </Button>
              )}
              {step === 0 ? (
                <Button type="submit" variant="contained">
                  {translate('app.signup.next')}
                </Button>
              ) : (
                <Button type="submit" variant="contained" disabled={!terms || !captcha || checkout !== null}>
                  {translate('app.signup.subscribe')}
                </Button>
              )}
            </Stack>
          </Form>
        </CardContent>
      </Card>
      {checkout && checkout.package ? (
        <CheckoutDialog
          values={checkout}
          keeper={keeper}
          priceId={paymentSettings().prices[checkout.package]}
          captchaSolved={captcha !== null}
          onClose={() => setCheckout(null)}
          onPaid={paymentId => onPaid(checkout, paymentId)}
        />
      ) : null}
    </Box>
  );
};
