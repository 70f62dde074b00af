import { paginate } from '../lib/paging';
import { idOf, includesText, parseBool, readBody } from '../lib/query';
import { fieldErrors, json, notFound } from '../lib/respond';
import { authed, open } from '../route';
import { bankRatios, serializeBank, serializeBankModule } from '../serialize/rows';
import type { BankModuleRow, BankRow } from '../types';

/**
 * Banks (public feature list) and staff's bank modules (docs/api.md#banks, #bank-modules).
 * Paths: GET banks (paged like every list: clients follow `next`), GET bank/, PATCH bank/ (id in
 * the body), GET bank/ratios/ (its shape is not shown; chosen: per bank id the total, completed,
 * died, failed and timedout counts and their ratios; names come from the banks list).
 */

const BANK_FLAGS = [
  'is_offline',
  'has_balances',
  'has_transactions',
  'has_estatements',
  'has_interimstatements',
  'has_detailedaccounts',
] as const;
const THRESHOLDS = ['failed_warn_threshold', 'died_warn_threshold', 'died_offline_threshold'] as const;

export const bankHandlers = [
  open('get', 'banks', ({ store, url }) => {
    const country = url.searchParams.get('country_code');
    const search = url.searchParams.get('search') ?? url.searchParams.get('q');
    const rows = store.banks
      .all()
      .filter(
        bank =>
          !bank.benchOnly &&
          (!country || bank.country_code === country.toUpperCase()) &&
          (!search || includesText(bank.search_str, search)),
      );
    return paginate(url, rows, { defaultOrdering: 'country_code,order' }, serializeBank);
  }),

  authed(
    'get',
    'bank/ratios',
    ({ store, url }) => {
      const ratios = bankRatios(store);
      const ratio = (part: number, total: number) => (total ? Math.round((part / total) * 10000) / 10000 : 0);
      const rows = store.banks.all().map(bank => {
        const r = ratios.get(bank.id) ?? { totals: 0, completeds: 0, dieds: 0, faileds: 0, timedouts: 0 };
        return {
          id: bank.id,
          total: r.totals,
          completed: r.completeds,
          died: r.dieds,
          failed: r.faileds,
          timedout: r.timedouts,
          completed_ratio: ratio(r.completeds, r.totals),
          died_ratio: ratio(r.dieds, r.totals),
          failed_ratio: ratio(r.faileds, r.totals),
          timedout_ratio: ratio(r.timedouts, r.totals),
        };
      });
      return paginate(url, rows, { defaultOrdering: 'id' });
    },
    'staff',
  ),

  authed(
    'get',
    'bank',
    ({ store, url }) => {
      const ratios = bankRatios(store);
      const country = url.searchParams.get('country_code');
      const rows = store.bankModules.all().map(module => serializeBankModule(store, module, ratios));
      return paginate(url, country ? rows.filter(row => row.country_code === country.toUpperCase()) : rows, {
        defaultOrdering: 'id',
      });
    },
    'staff',
  ),

  authed(
    'patch',
    'bank',
    async ({ store, request }) => {
      const body = await readBody(request);
      const id = idOf(body.id);
      if (id === undefined) return fieldErrors({ id: ['This field is required.'] });
      const module = store.bankModules.get(id);
      const bank = store.banks.get(id);
      if (!module || !bank) return notFound();
      const errors: Record<string, string[]> = {};
      const bankPatch: Partial<BankRow> = {};
      const modulePatch: Partial<BankModuleRow> = {};
      for (const flag of BANK_FLAGS) {
        if (flag in body) bankPatch[flag] = parseBool(body[flag]) ?? bank[flag];
      }
      for (const field of THRESHOLDS) {
        if (!(field in body)) continue;
        const value = Number(body[field]);
        if (Number.isNaN(value) || value < 0.1 || value > 2)
          errors[field] = ['Ensure this value is between 0.1 and 2.'];
        else modulePatch[field] = Math.round(value * 100) / 100;
      }
      for (const flag of ['cache_seed', 'module'] as const) {
        if (!(flag in body)) continue;
        const value = parseBool(body[flag]);
        if (value === undefined) errors[flag] = ['Must be a valid boolean.'];
        else modulePatch[flag] = value;
      }
      if (Object.keys(errors).length) return fieldErrors(errors);
      if (bankPatch.is_offline !== undefined && bankPatch.is_offline !== bank.is_offline) {
        if (bankPatch.is_offline) modulePatch.died_timestamp = Date.now();
        else modulePatch.back_onlined_timestamp = Date.now();
      }
      if (Object.keys(bankPatch).length) store.banks.update(id, bankPatch);
      if (Object.keys(modulePatch).length) store.bankModules.update(id, modulePatch);
      return json(serializeBankModule(store, store.bankModules.get(id)!, bankRatios(store)));
    },
    'staff',
  ),
];
