import { z } from '../../lib/zod';
import type { BankModule } from '../../providers';
import { THRESHOLD_MESSAGES, thresholdIssue } from '../../lib/threshold';

/** The fields PATCH bank/ may change (docs/api.md#bank-modules); anything else is never sent. */
export const EDITABLE_FIELDS = [
  'is_offline',
  'module',
  'cache_seed',
  'has_balances',
  'has_transactions',
  'has_estatements',
  'has_interimstatements',
  'has_detailedaccounts',
  'failed_warn_threshold',
  'died_warn_threshold',
  'died_offline_threshold',
] as const satisfies readonly (keyof BankModule)[];

export const FEATURE_FLAGS = [
  'has_balances',
  'has_transactions',
  'has_estatements',
  'has_interimstatements',
  'has_detailedaccounts',
] as const satisfies readonly (keyof BankModule)[];

export const THRESHOLD_FIELDS = [
  'failed_warn_threshold',
  'died_warn_threshold',
  'died_offline_threshold',
] as const satisfies readonly (keyof BankModule)[];

export const TIMESTAMP_FIELDS = [
  'back_onlined_timestamp',
  'died_timestamp',
  'died_warning_timestamp',
  'failed_warning_timestamp',
] as const satisfies readonly (keyof BankModule)[];

/** A threshold as the slider hands it on (NaN for text that is no number): 0.1 to 2 in steps of 0.01. */
const threshold = z
  .custom<number>(value => typeof value === 'number', { message: THRESHOLD_MESSAGES.not_a_number })
  .superRefine((value, context) => {
    const issue = thresholdIssue(value);
    if (issue) context.addIssue({ code: 'custom', message: THRESHOLD_MESSAGES[issue] });
  });

/** The edit dialog's form: its messages are catalogue keys. */
export const bankModuleSchema = z.object({
  is_offline: z.boolean(),
  // A switch when the API answers a boolean; the module's name (shown, never edited nor sent) otherwise.
  module: z.union([z.boolean(), z.string()]).nullish(),
  cache_seed: z.boolean(),
  has_balances: z.boolean(),
  has_transactions: z.boolean(),
  has_estatements: z.boolean(),
  has_interimstatements: z.boolean(),
  has_detailedaccounts: z.boolean(),
  failed_warn_threshold: threshold,
  died_warn_threshold: threshold,
  died_offline_threshold: threshold,
});

export type BankModuleFormValues = z.infer<typeof bankModuleSchema>;
