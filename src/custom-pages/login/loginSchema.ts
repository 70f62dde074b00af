import { isEmailShaped } from '../../lib/email';
import type { Checked } from '../../lib/formRules';
import { stripMarkup } from '../../lib/sanitise';

export interface LoginValues extends Record<string, string> {
  email: string;
  password: string;
}

/**
 * docs/product.md#login: the email is cleaned of HTML markup and trimmed (before the checks, so what
 * is checked is what is sent), both fields are needed ("Please enter both email and password")
 * and the email must look like one ("Invalid email address"). Messages are catalogue keys.
 */
export const checkLogin = ({ email, password }: LoginValues): Checked<LoginValues> => {
  const values = {
    email: stripMarkup(email).trim(),
    // A password is a secret that is never rendered: cleaning it would silently change it.
    password,
  };
  const errors: Checked<LoginValues>['errors'] = {};
  if (!values.email) errors.email = 'app.validation.login_required';
  else if (!isEmailShaped(values.email)) errors.email = 'app.validation.invalid_email';
  if (!values.password) errors.password = 'app.validation.login_required';
  return { values, errors };
};
