import type { Rng } from '../lib/rng';
import { chance, int, pick } from '../lib/rng';
import { HOUR } from '../lib/time';
import type { BankModuleRow, BankRow } from '../types';
import { BANK_NAMES, LOGO_COLOURS } from './names';

/** 60 banks over four countries (AU majority) and crawler modules for 40 of them. */

const MODULES_PER_COUNTRY: Record<string, number> = { AU: 26, NZ: 8, GB: 4, US: 2 };

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

export const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

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
        is_offline: chance(rng, 0.07),
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
      const threshold = () => Math.round((0.1 + rng() * 0.9) * 100) / 100;
      const ago = (maxDays: number) => (chance(rng, 0.5) ? now - int(rng, 1, maxDays * 24) * HOUR : null);
      modules.push({
        id: bank.id,
        module: `${slug(bank.name)}_v${int(rng, 1, 4)}`,
        cache_seed: chance(rng, 0.6),
        enabled: chance(rng, 0.9),
        failed_warn_threshold: threshold(),
        died_warn_threshold: threshold(),
        died_offline_threshold: Math.min(2, threshold() + 0.5),
        back_onlined_timestamp: bank.is_offline ? null : ago(60),
        died_timestamp: bank.is_offline ? now - int(rng, 1, 48) * HOUR : ago(30),
        died_warning_timestamp: ago(14),
        failed_warning_timestamp: ago(7),
      });
    }
  }
  return modules;
};
