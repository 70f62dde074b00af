/**
 * Bank-module thresholds (failed_warn_threshold, died_warn_threshold, died_offline_threshold and
 * the bank-module settings): a fraction from 0.1 to 2 in steps of 0.01, shown to people as a
 * percentage (10 % to 200 %, whole percents). The API holds the fraction; the screen shows and
 * reads percents. Pure, so the mapping and the checks are table-tested.
 */
export const THRESHOLD_MIN = 0.1;
export const THRESHOLD_MAX = 2;
export const THRESHOLD_STEP = 0.01;

/** Why a threshold cannot be saved: nothing typed, not a number, outside 10-200 %, not a whole percent. */
export type ThresholdIssue = 'empty' | 'not_a_number' | 'out_of_range' | 'not_on_step';

/** Catalogue key of each issue's message (`app.bankModules.threshold.*`). */
export const THRESHOLD_MESSAGES: Record<ThresholdIssue, string> = {
  empty: 'app.bankModules.threshold.empty',
  not_a_number: 'app.bankModules.threshold.not_a_number',
  out_of_range: 'app.bankModules.threshold.out_of_range',
  not_on_step: 'app.bankModules.threshold.not_on_step',
};

const STEPS_PER_UNIT = Math.round(1 / THRESHOLD_STEP);

/** The nearest step, without floating-point dust (0.1 + 0.2 gives 0.3, not 0.30000000000000004). */
export const roundThreshold = (fraction: number): number => Math.round(fraction * STEPS_PER_UNIT) / STEPS_PER_UNIT;

/** 0.57 -> 57 (percent, rounded to the step: a whole percent). */
export const toPercent = (fraction: number): number => Math.round(roundThreshold(fraction) * 100);

/** 57 -> 0.57. */
export const fromPercent = (percent: number): number => roundThreshold(percent / 100);

/** Within 0.1..2 (inclusive). */
export const isInThresholdRange = (fraction: number): boolean =>
  Number.isFinite(fraction) && fraction >= THRESHOLD_MIN - 1e-9 && fraction <= THRESHOLD_MAX + 1e-9;

/** Brings a value inside 0.1..2 on a step (what a slider can show); NaN shows as the minimum. */
export const clampThreshold = (fraction: number): number =>
  Number.isFinite(fraction)
    ? roundThreshold(Math.min(THRESHOLD_MAX, Math.max(THRESHOLD_MIN, fraction)))
    : THRESHOLD_MIN;

/** What is wrong with a threshold held as a fraction, or null when it can be saved. */
export const thresholdIssue = (fraction: number | null | undefined): ThresholdIssue | null => {
  if (fraction === null || fraction === undefined) return 'empty';
  if (!Number.isFinite(fraction)) return 'not_a_number';
  if (!isInThresholdRange(fraction)) return 'out_of_range';
  if (Math.abs(roundThreshold(fraction) - fraction) > 1e-9) return 'not_on_step';
  return null;
};

export type ParsedPercent =
  | { ok: true; value: number }
  /** `value`: the typed number as a fraction when there is one (out of range, off step), else NaN. */
  | { ok: false; issue: ThresholdIssue; value: number };

/**
 * A percentage typed by a person ("57", " 57 % ", "57.0", "57,0") read as a fraction and checked:
 * 10 to 200, whole percents.
 */
export const parsePercent = (text: string): ParsedPercent => {
  const cleaned = text.trim().replace(/\s*%$/, '').trim().replace(',', '.');
  if (cleaned === '') return { ok: false, issue: 'empty', value: Number.NaN };
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return { ok: false, issue: 'not_a_number', value: Number.NaN };
  const percent = Number(cleaned);
  const fraction = percent / 100;
  if (!isInThresholdRange(fraction)) return { ok: false, issue: 'out_of_range', value: fraction };
  if (!Number.isInteger(Math.round(percent * 1e6) / 1e6)) return { ok: false, issue: 'not_on_step', value: fraction };
  return { ok: true, value: fromPercent(percent) };
};

/** "57" for 0.57; the text a percent field starts from. Empty for a missing value. */
export const formatPercent = (fraction: number | null | undefined): string =>
  fraction === null || fraction === undefined || !Number.isFinite(fraction) ? '' : String(toPercent(fraction));

/**
 * A threshold as an API or a settings value may hold it: a number, or its text ("0.5", as a
 * Django DecimalField or a settings string sends it). Anything else is undefined.
 */
export const thresholdOf = (raw: unknown): number | undefined => {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'string' && raw.trim() !== '') {
    const value = Number(raw);
    return Number.isFinite(value) ? value : undefined;
  }
  return undefined;
};
