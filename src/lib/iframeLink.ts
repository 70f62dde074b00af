/**
 * The iframe link (docs/screens/inlineframe-summary.md): `{host}/i/{label}/{client identifier}?{options}`.
 * Pure, so every option and the range rule are table-tested.
 */

/** The link's switches, in the order the builder shows them and the link lists them, with their defaults. */
export const IFRAME_OPTION_DEFAULTS = {
  transactions: false,
  analysis: true,
  account_owner: true,
  estatements: false,
  interims: false,
  select_accounts: false,
  multiple: false,
} as const;

export type IframeOption = keyof typeof IFRAME_OPTION_DEFAULTS;
export type IframeOptions = Record<IframeOption, boolean>;
export const IFRAME_OPTIONS = Object.keys(IFRAME_OPTION_DEFAULTS) as IframeOption[];

export const DAYS_TO_RETRIEVE_MIN = 7;
export const DAYS_TO_RETRIEVE_MAX = 365;
/** The specification's default: 0, which is no value (the vendor's own setting applies). */
export const DAYS_TO_RETRIEVE_DEFAULT = 0;
export const IDENTIFIER_MIN_LENGTH = 7;

export const MESSAGES = {
  daysRange: 'app.message.iframe_days_range',
  identifierMin: 'app.message.iframe_identifier_min',
  bothRequired: 'app.message.iframe_fields_required',
} as const;

export type DaysToRetrieve = { kind: 'unset' } | { kind: 'valid'; days: number } | { kind: 'out_of_range' };

/**
 * days_to_retrieve as typed: empty or 0 is no value (left out, no message); a whole number from
 * 7 to 365 goes in the link; anything else is left out and gets "Value must be a number from 7 to 365.".
 */
export const daysToRetrieveOf = (value: unknown): DaysToRetrieve => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return { kind: 'unset' };
  if (!/^\d+$/.test(text)) return { kind: 'out_of_range' };
  const days = Number(text);
  if (days === DAYS_TO_RETRIEVE_DEFAULT) return { kind: 'unset' };
  return days >= DAYS_TO_RETRIEVE_MIN && days <= DAYS_TO_RETRIEVE_MAX
    ? { kind: 'valid', days }
    : { kind: 'out_of_range' };
};

/** The identifier's message, or undefined when it is long enough. Its emptiness is the pair's rule. */
export const identifierError = (identifier: string): string | undefined =>
  identifier.length > 0 && identifier.length < IDENTIFIER_MIN_LENGTH ? MESSAGES.identifierMin : undefined;

export interface IframeLinkInput {
  host: string;
  label: string;
  identifier: string;
  options: IframeOptions;
  daysToRetrieve: unknown;
}

export type IframeLink = { link: string; error?: undefined } | { link?: undefined; error: string };

/** The query of the link: every switch as true or false, then days_to_retrieve when in range. */
export const iframeQuery = (options: IframeOptions, daysToRetrieve: unknown): string => {
  const query = new URLSearchParams();
  IFRAME_OPTIONS.forEach(option => query.set(option, String(options[option] ?? IFRAME_OPTION_DEFAULTS[option])));
  const days = daysToRetrieveOf(daysToRetrieve);
  if (days.kind === 'valid') query.set('days_to_retrieve', String(days.days));
  return query.toString();
};

/**
 * The link, or the message that says why there is none: both fields are needed, then an identifier
 * of at least 7 characters (counted after trimming). Label and identifier are path segments,
 * percent-encoded, so an identifier holding `/`, `?` or `#` cannot change the link's shape.
 */
export const buildIframeLink = ({ host, label, identifier, options, daysToRetrieve }: IframeLinkInput): IframeLink => {
  const ref = label.trim();
  const id = identifier.trim();
  if (!ref || !id) return { error: MESSAGES.bothRequired };
  const short = identifierError(id);
  if (short) return { error: short };
  const base = host.replace(/\/+$/, '');
  return {
    link: `${base}/i/${encodeURIComponent(ref)}/${encodeURIComponent(id)}?${iframeQuery(options, daysToRetrieve)}`,
  };
};
