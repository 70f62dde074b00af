import type { Rng } from '../lib/rng';
import { chance, int, mulberry32, pick } from '../lib/rng';
import { HOUR } from '../lib/time';
import type { BankModuleRow, BankRow } from '../types';
import { BANK_NAMES, LOGO_COLOURS } from './names';

/**
 * 60 banks over four countries (AU majority) and crawler modules for 40 of them. Bank health
 * (docs/product.md#bank-health) has one of each state to show: Beyond Bank is offline (died a few
 * hours ago, with failed runs in the last 24 hours), Great Southern Bank is in warning by its died
 * share (its died_warn_threshold is under it), and every other module's thresholds are above its
 * shares (the demo's died and failed shares stay under 40 %). Banks without a module keep their
 * drawn online/offline flag (Connections shows a few offline).
 */

const MODULES_PER_COUNTRY: Record<string, number> = { AU: 26, NZ: 8, GB: 4, US: 2 };

/** The bank Bank health shows offline: switched off a few hours ago, with failed runs of the last day. */
export const DEMO_OFFLINE_BANK = 'Beyond Bank';
/** The bank Bank health shows in warning: its died share (about 13 %) reaches its died_warn_threshold. */
export const DEMO_WARNING_BANK = 'Great Southern Bank';
const WARNING_DIED_THRESHOLD = 0.12;

const initials = (name: string) =>
  name
    .replace(/[^A-Za-z ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(word => word[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();

/** A self-contained logo (no network in demo mode): the bank's initials on a coloured disc. */
const logoSvg = (name: string, colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
  `<circle cx="32" cy="32" r="30" fill="${colour}"/>` +
  `<text x="32" y="39" font-family="Arial,sans-serif" font-size="18" font-weight="bold" fill="#fff" ` +
  `text-anchor="middle">${initials(name)}</text></svg>`;

export const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const hasModule = (name: string, country: string) =>
  (BANK_NAMES[country] ?? []).indexOf(name) < (MODULES_PER_COUNTRY[country] ?? 0);

const drawnOffline = (drawn: boolean, name: string, country: string) =>
  name === DEMO_OFFLINE_BANK || (drawn && !hasModule(name, country));

export const seedBanks = (rng: Rng): BankRow[] => {
  const banks: BankRow[] = [];
  for (const [country, names] of Object.entries(BANK_NAMES)) {
    names.forEach((name, i) => {
      const id = banks.length + 1;
      banks.push({
        id,
        name,
        logo: encodeURIComponent(logoSvg(name, pick(rng, LOGO_COLOURS))),
        logo_base_url: 'data:image/svg+xml;charset=utf-8,',
        order: i + 1,
        // Drawn for every bank (the draws after it stay as they were); a module's bank is online
        // unless it is the demo's offline bank.
        is_offline: drawnOffline(chance(rng, 0.07), name, country),
        has_balances: true,
        has_transactions: chance(rng, 0.95),
        has_estatements: chance(rng, 0.55),
        has_interimstatements: chance(rng, 0.4),
        has_detailedaccounts: chance(rng, 0.6),
        country_code: country,
        search_str: `${name.toLowerCase()} ${initials(name).toLowerCase()} ${country.toLowerCase()}`,
      });
    });
  }
  return banks;
};

export const seedBankModules = (rng: Rng, banks: BankRow[], now: number): BankModuleRow[] => {
  const modules: BankModuleRow[] = [];
  for (const [country, count] of Object.entries(MODULES_PER_COUNTRY)) {
    for (const bank of banks.filter(row => row.country_code === country).slice(0, count)) {
      // 0.40 to 0.99: above every share the demo's crawlers give a bank.
      const threshold = () => Math.round((0.4 + rng() * 0.59) * 100) / 100;
      const ago = (maxDays: number) => (chance(rng, 0.5) ? now - int(rng, 1, maxDays * 24) * HOUR : null);
      const died_warn_threshold = threshold();
      const warning = bank.name === DEMO_WARNING_BANK;
      const offline = bank.name === DEMO_OFFLINE_BANK;
      const row: BankModuleRow = {
        id: bank.id,
        module: chance(rng, 0.9),
        cache_seed: chance(rng, 0.6),
        failed_warn_threshold: threshold(),
        died_warn_threshold,
        died_offline_threshold: Math.round(Math.min(2, threshold() + 0.5) * 100) / 100,
        back_onlined_timestamp: bank.is_offline ? null : ago(60),
        died_timestamp: bank.is_offline ? now - int(rng, 1, 48) * HOUR : ago(30),
        died_warning_timestamp: ago(14),
        failed_warning_timestamp: ago(7),
      };
      if (warning) {
        row.died_warn_threshold = WARNING_DIED_THRESHOLD;
        row.died_warning_timestamp = now - 3 * HOUR;
        row.back_onlined_timestamp = now - 20 * 24 * HOUR;
      }
      if (offline) {
        row.died_timestamp = now - 5 * HOUR;
        row.back_onlined_timestamp = now - 12 * 24 * HOUR;
        row.died_warning_timestamp = now - 6 * HOUR;
      }
      modules.push(row);
    }
  }
  return modules;
};

/** localStorage key that asks the demo for this many bank modules in all (the bank-modules bench). */
export const BENCH_BANK_MODULES_KEY = 'demo-bench-bank-modules';
const BENCH_BANK_ID_BASE = 10_000;

/** How many bank modules a bench asked for (0 when none did, as in tests and normal demo use). */
export const benchBankModuleCount = (): number => {
  try {
    const asked = Number(globalThis.localStorage?.getItem(BENCH_BANK_MODULES_KEY) ?? 0);
    return Number.isInteger(asked) && asked > 0 ? Math.min(asked, 5000) : 0;
  } catch {
    return 0;
  }
};

/**
 * Banks and modules added after the seeded ones until there are `total` modules, for the
 * bank-modules bench only. Their banks are `benchOnly` (left out of GET banks, so every other
 * screen sees the usual 60), and the seeded rows do not change.
 */
export const benchBankModules = (
  rng: Rng,
  seeded: { banks: BankRow[]; bankModules: BankModuleRow[] },
  total: number,
  now: number,
): { banks: BankRow[]; bankModules: BankModuleRow[] } => {
  const banks: BankRow[] = [];
  const bankModules: BankModuleRow[] = [];
  const countries = Object.keys(MODULES_PER_COUNTRY);
  for (let i = 0; seeded.bankModules.length + bankModules.length < total; i++) {
    const id = BENCH_BANK_ID_BASE + i + 1;
    const country = countries[i % countries.length];
    const name = `${pick(rng, BANK_NAMES[country] ?? ['Bank'])} ${i + 1}`;
    const is_offline = chance(rng, 0.07);
    banks.push({
      id,
      name,
      logo: '',
      logo_base_url: '',
      order: 1000 + i,
      is_offline,
      has_balances: true,
      has_transactions: chance(rng, 0.95),
      has_estatements: chance(rng, 0.55),
      has_interimstatements: chance(rng, 0.4),
      has_detailedaccounts: chance(rng, 0.6),
      country_code: country,
      search_str: `${name.toLowerCase()} ${country.toLowerCase()}`,
      benchOnly: true,
    });
    const threshold = () => Math.round((0.1 + rng() * 0.9) * 100) / 100;
    bankModules.push({
      id,
      module: chance(rng, 0.9),
      cache_seed: chance(rng, 0.6),
      failed_warn_threshold: threshold(),
      died_warn_threshold: threshold(),
      died_offline_threshold: Math.min(2, threshold() + 0.5),
      back_onlined_timestamp: is_offline ? null : now - int(rng, 1, 60 * 24) * HOUR,
      died_timestamp: is_offline ? now - int(rng, 1, 48) * HOUR : null,
      died_warning_timestamp: null,
      failed_warning_timestamp: null,
    });
  }
  return { banks, bankModules };
};

/** The seeded banks and modules, plus the bench's when a bench asked for more modules than the seed has. */
export const withBenchBankModules = (seeded: { banks: BankRow[]; bankModules: BankModuleRow[] }, now: number) => {
  const total = benchBankModuleCount();
  if (total <= seeded.bankModules.length) return seeded;
  const extra = benchBankModules(mulberry32(20260111), seeded, total, now);
  return { banks: [...seeded.banks, ...extra.banks], bankModules: [...seeded.bankModules, ...extra.bankModules] };
};
