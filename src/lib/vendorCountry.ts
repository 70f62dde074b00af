/**
 * Whose banks a user is offered (docs/product.md#levels, decision 16): the levels that see every
 * country's banks see them all; anyone else sees the banks of the vendor's country, and a vendor
 * that sends no `country_code` is in AU.
 */

export const DEFAULT_COUNTRY = 'AU';

export const vendorCountry = (vendor: { country_code?: string | null } | null | undefined): string =>
  vendor?.country_code?.trim().toUpperCase() || DEFAULT_COUNTRY;

/** The country whose banks are offered, or null for every country. */
export const bankCountryOf = (
  seesAllCountries: boolean,
  vendor: { country_code?: string | null } | null | undefined,
): string | null => (seesAllCountries ? null : vendorCountry(vendor));
