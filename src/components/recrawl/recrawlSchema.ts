import { z } from '../../lib/zod';
import type { RecrawlPayload } from '../../providers/methods/applications';

/**
 * The recrawl dialog's form (docs/product.md#application-view): defaults 90/90, days positive
 * integers. Shared by the application view and Dieds, so it names only the fields it reads.
 */

/** The profile whose crawler is recrawled: its id, bank and crawler uuid. */
export interface RecrawlProfile {
  id: number;
  bank_id?: number | null;
  bank?: string | null;
  crawler?: { uuid: string } | null;
}

/** The application a recrawl is for: an application detail fits, and so does a died crawler's. */
export interface RecrawlApplication {
  id: number;
  vendor_label?: string | null;
  options?: Record<string, unknown> | null;
  profiles?: RecrawlProfile[] | null;
}

export const RECRAWL_DEFAULT_DAYS = 90;
export const RECRAWL_JOBS = ['balances', 'transactions', 'estatements', 'interims', 'account_owner_info'] as const;
const DAYS_MESSAGE = 'resources.applications.recrawl.days_invalid';

// NumberInput hands over a number, null when emptied; typed text may arrive as a string.
const days = z
  .union([z.number(), z.string(), z.null(), z.undefined()])
  .transform(value => (typeof value === 'string' && value.trim() !== '' ? Number(value) : (value ?? NaN)))
  .pipe(z.number({ error: DAYS_MESSAGE }).int(DAYS_MESSAGE).positive(DAYS_MESSAGE));

export const recrawlSchema = z.object({
  days_to_retrieve: days,
  days_to_display: days,
  analysis: z.boolean(),
  balances: z.boolean(),
  transactions: z.boolean(),
  estatements: z.boolean(),
  interims: z.boolean(),
  account_owner_info: z.boolean(),
});

export type RecrawlValues = z.output<typeof recrawlSchema>;

/** A job was asked for when its option is true or a state other than not_requested. */
const asked = (value: unknown) => value === true || (typeof value === 'string' && value !== 'not_requested');

/** The form's first values: 90/90, and the jobs and analysis the application asked for. */
export const recrawlDefaults = (application: Pick<RecrawlApplication, 'options'>): RecrawlValues => {
  const options = application.options ?? {};
  return {
    days_to_retrieve: RECRAWL_DEFAULT_DAYS,
    days_to_display: RECRAWL_DEFAULT_DAYS,
    analysis: options.analysis === true,
    balances: asked(options.balances),
    transactions: asked(options.transactions),
    estatements: asked(options.estatements),
    interims: asked(options.interims),
    account_owner_info: asked(options.account_owner_info),
  };
};

/** The body of POST applications/{id}/recrawl/ for one profile's crawler. */
export const buildRecrawlPayload = (
  application: Pick<RecrawlApplication, 'id' | 'vendor_label'>,
  profile: Pick<RecrawlProfile, 'crawler'>,
  values: RecrawlValues,
  environment: RecrawlPayload['environment'],
): RecrawlPayload => ({
  id: application.id,
  crawler_uuid: profile.crawler?.uuid ?? '',
  vendorref: application.vendor_label ?? '',
  environment,
  days_to_retrieve: values.days_to_retrieve,
  days_to_display: values.days_to_display,
  analysis: values.analysis,
  balances: values.balances,
  transactions: values.transactions,
  estatements: values.estatements,
  interims: values.interims,
  account_owner_info: values.account_owner_info,
});
