import { useEffect, useImperativeHandle, useState } from 'react';
import { Alert, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { cardDecline, cardProblem, type TypedCard } from './testCards';
import type { CardFormProps } from './types';

const wait = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

/**
 * The card form of demo mode and tests: three plain fields that behave like the provider's card
 * element for its documented test cards (testCards.ts). Confirming answers the payment id of the
 * payment whose client secret it was given ("pi_..._secret_..." gives "pi_..."), as the provider does.
 */
export const SimulatedCardForm = ({ ref, onCompleteChange, disabled }: CardFormProps) => {
  const translate = useTranslate();
  const [card, setCard] = useState<TypedCard>({ number: '', expiry: '', cvc: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof TypedCard, boolean>>>({});
  const problem = cardProblem(card);
  const complete = problem === null;

  useEffect(() => onCompleteChange(complete), [complete, onCompleteChange]);

  useImperativeHandle(
    ref,
    () => ({
      confirm: async clientSecret => {
        // A short pause, like the provider's round trip, so the "paying" state is visible in demo mode.
        await wait(import.meta.env.MODE === 'test' ? 0 : 400);
        const declined = cardDecline(card);
        if (declined) return { status: 'failed', message: declined };
        return { status: 'succeeded', paymentId: clientSecret.split('_secret_')[0] || clientSecret };
      },
    }),
    [card],
  );

  const field = (name: keyof TypedCard, label: string, autoComplete: string, placeholder: string) => {
    const shown = touched[name] && problem?.field === name;
    return (
      <TextField
        name={`card-${name}`}
        label={translate(label)}
        value={card[name]}
        onChange={event => setCard(current => ({ ...current, [name]: event.target.value }))}
        onBlur={() => setTouched(current => ({ ...current, [name]: true }))}
        error={shown}
        helperText={shown ? problem.message : ' '}
        placeholder={placeholder}
        disabled={disabled}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete } }}
      />
    );
  };

  return (
    <Stack spacing={1}>
      <Alert severity="info" variant="outlined">
        {translate('app.signup.card.simulated')}
      </Alert>
      {field('number', 'app.signup.card.number', 'cc-number', '4242 4242 4242 4242')}
      <Stack direction="row" spacing={1}>
        {field('expiry', 'app.signup.card.expiry', 'cc-exp', 'MM / YY')}
        {field('cvc', 'app.signup.card.cvc', 'cc-csc', '123')}
      </Stack>
    </Stack>
  );
};
