import { isEmailShaped } from '../../lib/email';
import type { Checked } from '../../lib/formRules';
import { stripMarkup } from '../../lib/sanitise';

export interface ResetValues extends Record<string, string> {
  email: string;
}

/** docs/product.md#login: the email, cleaned of markup, is required and must look like one. Messages are catalogue keys. */
export const checkReset = ({ email }: ResetValues): Checked<ResetValues> => {
  const values = { email: stripMarkup(email).trim() };
  const errors: Checked<ResetValues>['errors'] = {};
  if (!values.email) errors.email = 'app.validation.required';
  else if (!isEmailShaped(values.email)) errors.email = 'app.validation.invalid_email';
  return { values, errors };
};
