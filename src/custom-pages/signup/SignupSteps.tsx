import { Alert, Checkbox, FormControlLabel, Stack } from '@mui/material';
import { PasswordInput, RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { aggregatorCodeOf, PACKAGES } from './packages';

const input = { fullWidth: true, variant: 'outlined', margin: 'dense' } as const;

/** Step one: the account (docs/product.md#signup). */
export const AccountStep = () => (
  <Stack>
    <TextInput source="email" label="app.signup.fields.email" type="email" autoComplete="email" autoFocus {...input} />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <TextInput source="first_name" label="app.signup.fields.first_name" autoComplete="given-name" {...input} />
      <TextInput source="last_name" label="app.signup.fields.last_name" autoComplete="family-name" {...input} />
    </Stack>
    <PasswordInput source="password" label="app.signup.fields.password" autoComplete="new-password" {...input} />
  </Stack>
);

const PromoCode = ({ locked }: { locked: boolean }) => {
  const code = useWatch({ name: 'promo_code' }) as string | null | undefined;
  const aggregator = aggregatorCodeOf(code) !== null;
  return (
    <TextInput
      source="promo_code"
      label="app.signup.fields.promo_code"
      helperText={aggregator ? 'app.message.aggregator_discount' : 'app.signup.promo_help'}
      disabled={locked}
      {...input}
    />
  );
};

export interface BusinessStepProps {
  /** The payment went through: package and code can no longer change. */
  locked: boolean;
  terms: boolean;
  onTermsChange: (agreed: boolean) => void;
}

/** Step two: the business, the package and the terms. */
export const BusinessStep = ({ locked, terms, onTermsChange }: BusinessStepProps) => {
  const translate = useTranslate();
  const code = useWatch({ name: 'promo_code' }) as string | null | undefined;
  const aggregator = aggregatorCodeOf(code) !== null;
  const choices = PACKAGES.map(id => ({
    id,
    name: `app.signup.packages.${id}`,
    disabled: locked || (id === 'aggregator' && !aggregator),
  }));
  return (
    <Stack>
      <TextInput
        source="business_name"
        label="app.signup.fields.business_name"
        autoComplete="organization"
        autoFocus
        {...input}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextInput source="contact_name" label="app.signup.fields.contact_name" autoComplete="name" {...input} />
        <TextInput
          source="contact_phone"
          label="app.signup.fields.contact_phone"
          type="tel"
          autoComplete="tel"
          {...input}
        />
      </Stack>
      <TextInput source="ABN" label="app.signup.fields.abn" {...input} />
      <TextInput
        source="billing_address"
        label="app.signup.fields.billing_address"
        autoComplete="street-address"
        {...input}
      />
      <PromoCode locked={locked} />
      {locked ? <Alert severity="info">{translate('app.signup.locked')}</Alert> : null}
      <RadioButtonGroupInput
        source="package"
        label="app.signup.fields.package"
        choices={choices}
        disableValue="disabled"
      />
      <FormControlLabel
        control={<Checkbox checked={terms} onChange={event => onTermsChange(event.target.checked)} />}
        label={translate('app.signup.terms')}
      />
    </Stack>
  );
};
