import type { Bank } from '../../providers';

/**
 * The rules of the bank features table (docs/product.md#connections), kept pure so they are
 * table-tested: which banks a user sees, search and filters, order, and the logo address.
 */

export type { Bank };

/** The feature columns, in table order, with their column label keys. */
export const FEATURES = [
  { field: 'has_balances', label: 'app.institutions.columns.balances' },
  { field: 'has_transactions', label: 'app.institutions.columns.transactions' },
  { field: 'has_estatements', label: 'app.institutions.columns.estatements' },
  { field: 'has_interimstatements', label: 'app.institutions.columns.interims' },
  { field: 'has_detailedaccounts', label: 'app.institutions.columns.detailed' },
] as const;
export type Feature = (typeof FEATURES)[number]['field'];

export interface BankFilter {
  search: string;
  /** Only banks that have every one of these. */
  features: Feature[];
  onlineOnly: boolean;
  /** A country code, or '' for all (offered above USER only). */
  country: string;
}

export const EMPTY_FILTER: BankFilter = { search: '', features: [], onlineOnly: false, country: '' };

export const activeFilterCount = (filter: BankFilter): number =>
  filter.features.length + (filter.onlineOnly ? 1 : 0) + (filter.country ? 1 : 0);

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** Every word of the search is found in the bank's name or search string. */
export const matchesSearch = (bank: Bank, search: string): boolean => {
  const haystack = `${bank.name ?? ''} ${bank.search_str ?? ''}`.toLowerCase();
  return words(search).every(word => haystack.includes(word));
};

const sameCountry = (bank: Bank, country: string) => (bank.country_code ?? '').toUpperCase() === country.toUpperCase();

/** By `order`, then by name; a bank without an order goes last. */
export const compareBanks = (a: Bank, b: Bank): number => {
  const order = (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER);
  return order || (a.name ?? '').localeCompare(b.name ?? '', 'en', { sensitivity: 'base', numeric: true });
};

/**
 * The rows shown. `scopeCountry` is the vendor's country for a USER (who sees only that
 * country's banks, and none when it is unknown) and null for the levels that see all banks.
 */
export const visibleBanks = (banks: readonly Bank[], filter: BankFilter, scopeCountry: string | null): Bank[] =>
  banks
    .filter(bank => scopeCountry === null || (!!scopeCountry && sameCountry(bank, scopeCountry)))
    .filter(bank => !filter.country || sameCountry(bank, filter.country))
    .filter(bank => !filter.onlineOnly || !bank.is_offline)
    .filter(bank => filter.features.every(feature => bank[feature] === true))
    .filter(bank => matchesSearch(bank, filter.search))
    .sort(compareBanks);

/** The countries present, for the country filter. */
export const countriesOf = (banks: readonly Bank[]): string[] =>
  [...new Set(banks.map(bank => (bank.country_code ?? '').toUpperCase()).filter(Boolean))].sort();

const SAFE_LOGO = /^(https?:\/\/|data:image\/(png|gif|jpeg|webp|svg\+xml)[;,])/i;

/**
 * The logo address, `logo_base_url` + `logo`, or null when there is none or it is not an http(s)
 * address or an inline image (a `javascript:` or other scheme is never rendered).
 */
export const logoUrl = (bank: Pick<Bank, 'logo' | 'logo_base_url'>): string | null => {
  if (!bank.logo) return null;
  const url = `${bank.logo_base_url ?? ''}${bank.logo}`.trim();
  return SAFE_LOGO.test(url) ? url : null;
};
