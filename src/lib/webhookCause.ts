/**
 * Why a webhook delivery failed, in plain words (docs/product.md#webhook-deliveries): the response
 * code the vendor's endpoint answered, read through ONE table. The first row that matches wins; a
 * code no row knows is said as it is ("Unexpected answer 418"), never guessed.
 */

/** The kinds of cause, each with its catalogue message `app.webhookDeliveries.cause.<key>`. */
export type WebhookCauseKey = 'path' | 'credentials' | 'server' | 'timeout' | 'unexpected';

export interface WebhookCauseRow {
  key: WebhookCauseKey;
  /** Whether a delivery's response code (null when none was recorded) has this cause. */
  matches: (code: number | null) => boolean;
}

/** No answer at all: the log records no code (null, absent) or 0. */
const noAnswer = (code: number | null) => code === null || code === 0;

export const WEBHOOK_CAUSES: readonly WebhookCauseRow[] = [
  { key: 'timeout', matches: noAnswer },
  { key: 'path', matches: code => code === 404 },
  { key: 'credentials', matches: code => code === 401 || code === 403 },
  { key: 'server', matches: code => code !== null && code >= 500 && code <= 599 },
];

export interface WebhookCause {
  key: WebhookCauseKey;
  /** Catalogue key of the plain cause. */
  message: string;
  args: { code: number | null };
}

/** A response code as the log holds it: a number, or nothing readable (null). */
export const responseCode = (value: unknown): number | null => {
  const code = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof code === 'number' && Number.isFinite(code) ? code : null;
};

/** The plain cause of a failed delivery that answered `code`. */
export const webhookCause = (value: unknown): WebhookCause => {
  const code = responseCode(value);
  const key = WEBHOOK_CAUSES.find(row => row.matches(code))?.key ?? 'unexpected';
  return { key, message: `app.webhookDeliveries.cause.${key}`, args: { code } };
};
