/**
 * docs/screens/signup.md#packages: the four packages and the aggregator codes. One of the eleven
 * named aggregator codes, typed in the promo code field, discounts the Platinum package by 30%: the
 * Platinum choice becomes the Aggregator package (its own price identifier), and leaving the code
 * switches it back.
 */
export const PACKAGES = ['essential', 'premium', 'platinum', 'aggregator'] as const;
export type PackageName = (typeof PACKAGES)[number];

export const isPackage = (value: unknown): value is PackageName => PACKAGES.includes(value as PackageName);

/** The eleven aggregators whose brokers get the Platinum package at 30% off (upper case, compared without case). */
export const AGGREGATOR_CODES = [
  'AFG',
  'CONNECTIVE',
  'FINSURE',
  'LMG',
  'VOW',
  'PLAN',
  'CHOICE',
  'FAST',
  'SFG',
  'OUTSOURCE',
  'ASTUTE',
] as const;

/** The aggregator code typed in the promo code field, upper case, or null when it is not one. */
export const aggregatorCodeOf = (code: string | null | undefined): string | null => {
  const value = (code ?? '').trim().toUpperCase();
  return (AGGREGATOR_CODES as readonly string[]).includes(value) ? value : null;
};

/**
 * The package that applies for a chosen package and code: Platinum with an aggregator code is the
 * Aggregator package; the Aggregator package without one is Platinum. Other packages stay.
 */
export const packageFor = (
  chosen: PackageName | null | undefined,
  code: string | null | undefined,
): PackageName | null => {
  if (!chosen) return null;
  const aggregator = aggregatorCodeOf(code) !== null;
  if (aggregator && chosen === 'platinum') return 'aggregator';
  if (!aggregator && chosen === 'aggregator') return 'platinum';
  return chosen;
};
