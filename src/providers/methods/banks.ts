import { allPages, type Http, type Rows } from './pages';

/** A bank as GET banks answers it (spec 2, Bank fields). */
export interface Bank {
  id: number;
  name: string;
  logo?: string | null;
  logo_base_url?: string | null;
  order?: number | null;
  is_offline?: boolean;
  has_balances?: boolean;
  has_transactions?: boolean;
  has_estatements?: boolean;
  has_interimstatements?: boolean;
  has_detailedaccounts?: boolean;
  country_code?: string | null;
  search_str?: string | null;
}

export interface BankMethods {
  /**
   * GET banks, every page (at most MAX_PAGES: the rows then carry `cut`); `country` asks for one
   * country's banks (a backend may ignore it); `from` (a cut's `next`) reads the rest from there.
   */
  banks: (options?: { country?: string | null; signal?: AbortSignal; from?: string }) => Promise<Rows<Bank>>;
}

export const bankMethods = (http: Http): BankMethods => ({
  banks: ({ country, signal, from } = {}) =>
    from
      ? allPages<Bank>(http, from, { signal })
      : allPages<Bank>(http, 'banks', {
          query: { page_size: 1000, ...(country ? { country_code: country } : {}) },
          signal,
        }),
});
