import { Suspense, useCallback, useContext, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { DataProviderContext, useTranslate } from 'react-admin';
import type { FailureText } from '../../components/publicFailure';
import { CardForm, formatAud, type CardFormHandle } from '../../components/payment';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { SubscriptionSetup } from '../../providers/methods/signup';
import { aggregatorCodeOf } from './packages';
import { checkoutFailureOf, paymentMessage } from './signupErrors';
import type { SignupValues } from './signupSchema';
import type { SubscriptionKeeper } from './subscriptionKeeper';
import { subscriptionRequest } from './signupPayload';

type Phase = 'setup' | 'setup-failed' | 'ready' | 'paying' | 'signing-up';

export interface CheckoutDialogProps {
  values: SignupValues;
  keeper: SubscriptionKeeper;
  /** The package's price identifier in this environment. */
  priceId: string;
  /** The page's captcha holds an answer: without one (it expired) nothing is paid or posted. */
  captchaSolved: boolean;
  onClose: () => void;
  /** Posts the signup with the payment id; the page shows its outcome. */
  onPaid: (paymentId: string) => Promise<void>;
}

const Amount = ({ label, value, strong }: { label: string; value: number; strong?: boolean }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" justifyContent="space-between">
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {translate(label)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {formatAud(value)}
      </Typography>
    </Stack>
  );
};

/**
 * The checkout (docs/screens/signup.md#payment): sets up (or reuses) the subscription and shows its
 * amounts, takes the card and confirms the first payment, then hands the payment id to the page,
 * which posts the signup. A declined card keeps the dialog and the subscription for another try;
 * a payment already made is never asked for again.
 */
export const CheckoutDialog = ({ values, keeper, priceId, captchaSolved, onClose, onPaid }: CheckoutDialogProps) => {
  const translate = useTranslate();
  // From react-admin's context, not useDataProvider(): see SignupPage (a public page ends no session).
  const dataProvider = useContext(DataProviderContext) as AppDataProvider;
  const [phase, setPhase] = useState<Phase>('setup');
  const [setup, setSetup] = useState<SubscriptionSetup | null>(keeper.current);
  const [error, setError] = useState<string | null>(null);
  const [setupFailure, setSetupFailure] = useState<FailureText | null>(null);
  const [complete, setComplete] = useState(false);
  const card = useRef<CardFormHandle>(null);
  const busy = useRef(false);
  const paid = keeper.paymentId !== null;

  // The setup runs when the dialog opens and on Retry only: a new identity of the dataProvider (react-admin
  // rebuilds it when its navigation changes) must not reset a dialog that is paying or shows a refusal.
  const api = useRef(dataProvider);
  const prepare = useCallback(async () => {
    setPhase('setup');
    setError(null);
    try {
      setSetup(await keeper.ensure(subscriptionRequest(values, priceId), api.current));
      setPhase('ready');
    } catch (failure) {
      setSetupFailure(checkoutFailureOf(failure));
      setPhase('setup-failed');
    }
  }, [keeper, values, priceId]);

  useEffect(() => {
    void prepare();
  }, [prepare]);

  const signUp = async (paymentId: string) => {
    setPhase('signing-up');
    await onPaid(paymentId);
  };

  const pay = async () => {
    // A second click while the first is under way must not confirm (or charge) twice; an expired
    // captcha would only refuse the signup after the charge.
    if (busy.current || !setup || !captchaSolved) return;
    busy.current = true;
    setError(null);
    try {
      if (keeper.paymentId) {
        await signUp(keeper.paymentId);
        return;
      }
      setPhase('paying');
      const result = await card.current?.confirm(setup.clientSecret, {
        name: `${values.first_name} ${values.last_name}`.trim(),
        email: values.email,
        phone: values.contact_phone,
        address: values.billing_address,
      });
      if (result?.status !== 'succeeded') {
        setError(paymentMessage(result?.message));
        setPhase('ready');
        return;
      }
      keeper.paid(result.paymentId, { package: values.package, promo_code: values.promo_code });
      await signUp(result.paymentId);
    } finally {
      busy.current = false;
    }
  };

  const working = phase === 'paying' || phase === 'signing-up';
  const aggregator = aggregatorCodeOf(values.promo_code);

  return (
    <Dialog open onClose={working ? undefined : onClose} aria-labelledby="checkout-title" fullWidth maxWidth="xs">
      <DialogTitle id="checkout-title">{translate('app.signup.checkout.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="subtitle2">
            {translate('app.signup.checkout.package', { name: translate(`app.signup.packages.${values.package}`) })}
            {aggregator ? ` · ${aggregator}` : ''}
          </Typography>
          {phase === 'setup' ? (
            <Stack direction="row" spacing={1} alignItems="center" role="status">
              <CircularProgress size={20} aria-label={translate('app.signup.checkout.preparing')} />
              <Typography variant="body2">{translate('app.signup.checkout.preparing')}</Typography>
            </Stack>
          ) : null}
          {setup && phase !== 'setup' && phase !== 'setup-failed' ? (
            <Box aria-label={translate('app.signup.checkout.order')} role="group">
              <Amount label="app.signup.checkout.before_gst" value={setup.order_amount_before_gst} />
              <Amount label="app.signup.checkout.gst" value={setup.order_gst} />
              <Amount label="app.signup.checkout.total" value={setup.order_amount} strong />
            </Box>
          ) : null}
          {phase === 'setup-failed' ? (
            <Alert
              severity="error"
              role="alert"
              action={
                <Button color="inherit" size="small" onClick={() => void prepare()}>
                  {translate('app.signup.checkout.retry')}
                </Button>
              }
            >
              {setupFailure ? translate(setupFailure.message, { _: setupFailure.message, ...setupFailure.args }) : null}
            </Alert>
          ) : null}
          {paid && phase !== 'setup' ? <Alert severity="success">{translate('app.signup.checkout.paid')}</Alert> : null}
          {!paid && phase !== 'setup-failed' ? (
            <Suspense
              fallback={
                <Stack alignItems="center" sx={{ py: 2 }}>
                  <CircularProgress size={24} aria-label={translate('app.signup.checkout.loading_card')} />
                </Stack>
              }
            >
              <CardForm ref={card} onCompleteChange={setComplete} disabled={working} />
            </Suspense>
          ) : null}
          {!captchaSolved && !working ? (
            <Alert severity="warning" role="alert">
              {translate('app.signup.captcha.expired')}
            </Alert>
          ) : null}
          {error && phase !== 'setup-failed' ? (
            <Alert severity="error" role="alert">
              {translate(error, { _: error })}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={working}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void pay()}
          disabled={working || phase !== 'ready' || !setup || !captchaSolved || (!paid && !complete)}
        >
          {translate(
            phase === 'paying'
              ? 'app.signup.checkout.paying'
              : phase === 'signing-up'
                ? 'app.signup.checkout.signing_up'
                : paid
                  ? 'app.signup.checkout.complete'
                  : 'app.signup.checkout.pay',
            { amount: setup ? formatAud(setup.order_amount) : '' },
          )}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
