import { z } from '../../lib/zod';
import { isEmailShaped } from '../../lib/email';
import { daysToRetrieveOf, MESSAGES, type IframeOptions } from '../../lib/iframeLink';
import { stripMarkup } from '../../lib/sanitise';

/** react-admin's TextInput turns an emptied field into null, hence `nullish`; every text is cleaned of HTML. */
const cleanText = z
  .string()
  .nullish()
  .transform(value => stripMarkup(value ?? '').trim());

/**
 * The link form: only days_to_retrieve has a field message ("Value must be a number from 7 to 365.");
 * the label and identifier rules say why there is no link, where the link would be.
 */
export const linkSchema = z.object({
  label: cleanText,
  client_identifier: cleanText,
  days_to_retrieve: z
    .union([z.string(), z.number()])
    .nullish()
    .refine(value => daysToRetrieveOf(value).kind !== 'out_of_range', MESSAGES.daysRange),
  transactions: z.boolean().nullish(),
  analysis: z.boolean().nullish(),
  account_owner: z.boolean().nullish(),
  estatements: z.boolean().nullish(),
  interims: z.boolean().nullish(),
  select_accounts: z.boolean().nullish(),
  multiple: z.boolean().nullish(),
});

export type LinkFormValues = {
  label: string;
  client_identifier: string;
  days_to_retrieve: string | number | null;
} & IframeOptions;

const SEND_REQUIRED = 'app.message.iframe_send_required';

/** Sending needs a client name and e-mail ("Please enter both a client name and email to send the IFrame link"). */
export const sendSchema = z
  .object({ customer_name: cleanText, customer_email: cleanText })
  .superRefine((values, ctx) => {
    if (!values.customer_name) ctx.addIssue({ code: 'custom', path: ['customer_name'], message: SEND_REQUIRED });
    if (!values.customer_email) ctx.addIssue({ code: 'custom', path: ['customer_email'], message: SEND_REQUIRED });
    else if (!isEmailShaped(values.customer_email))
      ctx.addIssue({ code: 'custom', path: ['customer_email'], message: 'app.validation.invalid_email' });
  });

export type SendFormValues = z.output<typeof sendSchema>;
