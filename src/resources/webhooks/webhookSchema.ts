import { z } from '../../lib/zod';
import { stripMarkup } from '../../lib/sanitise';

/**
 * The webhook form (docs/screens/webhooks-sharedlink-embed.md#webhooks). The api/v1 will POST
 * application data to `url` with the webhook's secret, so a new or changed URL must be https, with
 * no user name or password in it: `http:` would send that data unencrypted, and `javascript:` or
 * `data:` are no address at all. An existing URL the form was opened with is kept as it is, even
 * an `http:` one, so that editing the name does not force a change of the receiving server.
 * Messages are catalogue keys, translated where react-admin shows the error.
 */

const key = (name: string) => `resources.webhooks.validation.${name}`;

/** Characters no URL typed by a person holds: spaces and markup delimiters. */
const UNSAFE = /[\s<>"'`\\]/;

/** The catalogue key of what is wrong with `url` as a new webhook address, or null. */
export const webhookUrlProblem = (url: string): string | null => {
  if (!url) return key('url_required');
  if (UNSAFE.test(url)) return key('url_invalid');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return key('url_invalid');
  }
  if (parsed.protocol !== 'https:') return key('url_https');
  if (!/^https:\/\//i.test(url) || !parsed.hostname) return key('url_invalid');
  if (parsed.username || parsed.password) return key('url_credentials');
  return null;
};

/** Whether a stored URL is one the form would no longer accept as new (an `http:` one). */
export const isInsecureUrl = (url: unknown): boolean =>
  typeof url === 'string' && webhookUrlProblem(url.trim()) !== null;

const text = (required: string) =>
  z
    .string()
    .nullish()
    .transform(value => stripMarkup(value ?? '').trim())
    .pipe(z.string().min(1, key(required)));

/**
 * `existingUrl`: the URL of the webhook being edited, accepted unchanged whatever it is; a create
 * has none. react-admin's TextInput turns an emptied field into null, hence `nullish`.
 */
export const webhookSchema = (existingUrl?: string | null) =>
  z.object({
    name: text('name_required'),
    url: z
      .string()
      .nullish()
      .transform(value => (value ?? '').trim())
      .superRefine((url, ctx) => {
        if (existingUrl && url === existingUrl.trim()) return;
        const problem = webhookUrlProblem(url);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    vendorref: z
      .union([z.number(), z.string()])
      .nullish()
      .transform(value => (value === null || value === undefined || value === '' ? NaN : Number(value)))
      .pipe(
        z
          .number({ error: key('vendorref_required') })
          .int(key('vendorref_required'))
          .positive(key('vendorref_required')),
      ),
    enabled: z
      .boolean()
      .nullish()
      .transform(value => value ?? true),
  });

export type WebhookFormValues = z.output<ReturnType<typeof webhookSchema>>;
