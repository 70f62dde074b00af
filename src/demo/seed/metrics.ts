import type { Rng } from '../lib/rng';
import { chance, int, pick } from '../lib/rng';
import { HOUR } from '../lib/time';
import type { CustomMetricRow, MetricRow } from '../types';

/** Metric modules (a few disabled after failures, for the restart action) and custom names. */

const METRICS: [string, string, string][] = [
  ['income_total', 'Total income', 'Sum of all identified income over the period'],
  ['income_regular', 'Regular income', 'Income that recurs at a stable interval'],
  ['salary_frequency', 'Salary frequency', 'Detected pay cycle of salary credits'],
  ['expenses_total', 'Total expenses', 'Sum of all identified expenses over the period'],
  ['living_expenses', 'Living expenses', 'Groceries, utilities, transport and housing costs'],
  ['discretionary_spend', 'Discretionary spend', 'Dining, entertainment and shopping'],
  ['gambling_total', 'Gambling', 'Spend with wagering and gaming merchants'],
  ['gambling_frequency', 'Gambling frequency', 'Number of days with gambling transactions'],
  ['bnpl_total', 'Buy now pay later', 'Repayments to buy-now-pay-later providers'],
  ['loan_repayments', 'Loan repayments', 'Identified repayments to other lenders'],
  ['dishonours', 'Dishonours', 'Dishonoured or returned payments'],
  ['overdrawn_days', 'Days overdrawn', 'Days the closing balance was negative'],
  ['average_balance', 'Average balance', 'Mean daily closing balance'],
  ['minimum_balance', 'Minimum balance', 'Lowest closing balance over the period'],
  ['government_benefits', 'Government benefits', 'Credits from government agencies'],
  ['rent_paid', 'Rent paid', 'Identified rental payments'],
  ['subscriptions', 'Subscriptions', 'Recurring digital subscriptions'],
  ['cash_withdrawals', 'Cash withdrawals', 'ATM and over-the-counter withdrawals'],
  ['thirdparty_present', 'Thirdparty present', 'Whether listed thirdparties appear in the period'],
  ['unidentified_share', 'Unidentified transactions', 'Share of transactions with no type or category'],
  ['income_volatility', 'Income volatility', 'Variation of monthly income'],
  ['savings_rate', 'Savings rate', 'Net inflow to savings accounts as a share of income'],
];

const ERRORS = [
  'ZeroDivisionError in ratio step',
  'Timeout reading categorised transactions',
  'Missing thirdparty list setting',
];

export const seedMetrics = (rng: Rng, now: number): MetricRow[] =>
  METRICS.map(([code, name, description], i) => {
    const disabled = chance(rng, 0.18);
    return {
      id: i + 1,
      code: `M${String(i + 1).padStart(3, '0')}_${code}`,
      name,
      default_name: name,
      description,
      visible: chance(rng, 0.85),
      enabled: !disabled,
      disabled_at: disabled ? now - int(rng, 1, 72) * HOUR : null,
      failure_count: disabled ? int(rng, 3, 40) : int(rng, 0, 2),
      last_error: disabled ? pick(rng, ERRORS) : null,
    };
  });

export const seedCustomMetrics = (rng: Rng, metrics: MetricRow[]): CustomMetricRow[] => {
  const names = ['Core income', 'Essential spend', 'Wagering', 'BNPL exposure', 'Buffer'];
  let id = 1;
  return [1, 2, 3].flatMap(vendor =>
    names
      .slice(0, vendor === 1 ? 5 : 3)
      .map(name => ({ id: id++, module: pick(rng, metrics).id, name, vendor, visible: chance(rng, 0.8) })),
  );
};
