import type { Rng } from '../lib/rng';
import { chance, digits, int, pick } from '../lib/rng';
import type { BankModuleRow, CategoryRegexRow, CategoryRow, NamedRow, TransTypeRegexRow } from '../types';

/** Staff's classification data: transaction types, thirdparties, categories and the regex rules. */

const TRANS_TYPES: [string, string[]][] = [
  ['Salary', ['^SALARY\\b', '\\bPAYROLL\\b', '^WAGES\\s']],
  ['Direct Debit', ['^DIRECT DEBIT\\b', '^DD\\s+\\d+', '\\bDEBIT ORDER\\b']],
  ['Direct Credit', ['^DIRECT CREDIT\\b', '^DC\\s+\\d+']],
  ['Transfer In', ['^TRANSFER FROM\\b', '^TFR IN\\b', '^FAST TRANSFER FROM']],
  ['Transfer Out', ['^TRANSFER TO\\b', '^TFR OUT\\b', '^OSKO PAYMENT TO']],
  ['ATM Withdrawal', ['^ATM\\s', '\\bCASH WDL\\b', '^WDL ATM']],
  ['EFTPOS', ['^EFTPOS\\s', '^EFT\\s+PURCHASE']],
  ['Card Purchase', ['^VISA PURCHASE\\b', '^CARD\\s+\\d{4}', '^POS\\s']],
  ['BPAY', ['^BPAY\\s', '\\bBPAY PAYMENT\\b']],
  ['Interest', ['^INTEREST\\s+(CREDIT|PAID)', '\\bCREDIT INTEREST\\b']],
  ['Fee', ['\\bACCOUNT FEE\\b', '\\bMONTHLY FEE\\b', '^FEE\\s']],
  ['Loan Repayment', ['\\bLOAN REPAYMENT\\b', '^LN REPAY']],
  ['Refund', ['\\bREFUND\\b', '^REVERSAL\\s']],
  ['Dishonour', ['\\bDISHONOUR', '\\bRETURNED PAYMENT\\b']],
  ['Cheque', ['^CHEQUE\\s+\\d+', '^CHQ\\s']],
  ['Government Benefit', ['\\bCENTRELINK\\b', '\\bWORK AND INCOME\\b']],
];

export const THIRDPARTIES = [
  'Woolworths',
  'Coles',
  'Aldi',
  'Telstra',
  'Optus',
  'Netflix',
  'Spotify',
  'Uber',
  'AGL Energy',
  'Origin Energy',
  'Centrelink',
  'ATO',
  'Afterpay',
  'Zip Pay',
  'Bunnings',
  'Kmart',
  'McDonalds',
  'Shell',
  'Ampol',
  'Medibank',
  'Bupa',
  'NRMA',
  'AAMI',
  'Countdown',
  'Spark',
  'Z Energy',
  'Contact Energy',
  'IRD',
  'Work and Income',
  'PayPal',
  'Amazon',
  'Apple',
  'Google',
  'Airbnb',
  'Qantas',
  'Air New Zealand',
  'Sportsbet',
  'TAB',
  'Ladbrokes',
  'Vodafone',
];

const CATEGORIES: [string, string][] = [
  ['Wages', 'income'],
  ['Government benefits', 'income'],
  ['Rental income', 'income'],
  ['Interest earned', 'income'],
  ['Groceries', 'expense'],
  ['Dining out', 'expense'],
  ['Utilities', 'expense'],
  ['Telecommunications', 'expense'],
  ['Subscriptions', 'expense'],
  ['Transport', 'expense'],
  ['Fuel', 'expense'],
  ['Insurance', 'expense'],
  ['Health', 'expense'],
  ['Travel', 'expense'],
  ['Gambling', 'expense'],
  ['Buy now pay later', 'liability'],
  ['Loan repayments', 'liability'],
  ['Tax', 'expense'],
  ['Shopping', 'expense'],
  ['Internal transfer', 'transfer'],
];

const GROUPS = [
  'Living expenses',
  'Discretionary',
  'Income',
  'Gambling',
  'Debt',
  'Utilities',
  'Transport',
  'Government',
];

export const seedTransTypes = (): NamedRow[] => TRANS_TYPES.map(([name], i) => ({ id: i + 1, name }));

export const seedThirdparties = (): NamedRow[] => THIRDPARTIES.map((name, i) => ({ id: i + 1, name }));

export const seedCategories = (): CategoryRow[] =>
  ['AU', 'NZ'].flatMap((country, c) =>
    CATEGORIES.map(([name, category_type], i) => ({
      id: c * CATEGORIES.length + i + 1,
      name,
      category_type,
      country_code: country,
    })),
  );

export const seedGroups = (): NamedRow[] => GROUPS.map((name, i) => ({ id: i + 1, name }));

/** localStorage key that asks the demo for this many rules in each regex table (the regex bench). */
export const BENCH_REGEX_RULES_KEY = 'demo-bench-regex-rules';

/** How many rules a bench asked for (0 when none did, as in tests and normal demo use). */
export const benchRegexRuleCount = (): number => {
  try {
    const asked = Number(globalThis.localStorage?.getItem(BENCH_REGEX_RULES_KEY) ?? 0);
    return Number.isInteger(asked) && asked > 0 ? Math.min(asked, 10_000) : 0;
  } catch {
    return 0;
  }
};

export const seedTransTypeRegex = (rng: Rng, modules: BankModuleRow[]): TransTypeRegexRow[] =>
  Array.from({ length: Math.max(200, benchRegexRuleCount()) }, (_, i) => {
    const [name, patterns] = TRANS_TYPES[i % TRANS_TYPES.length];
    const pattern = pick(rng, patterns);
    return {
      id: i + 1,
      bank: pick(rng, modules).id,
      regex: chance(rng, 0.3) ? `${pattern}.*${pick(rng, ['REF', 'NO', 'ID'])}\\s*\\d{${int(rng, 4, 8)}}` : pattern,
      trans_type: name,
    };
  });

export const seedCategoryRegex = (rng: Rng, categories: CategoryRow[]): CategoryRegexRow[] =>
  Array.from({ length: Math.max(150, benchRegexRuleCount()) }, (_, i) => {
    const thirdparty = i % THIRDPARTIES.length;
    const name = THIRDPARTIES[thirdparty].toUpperCase();
    return {
      id: i + 1,
      regex:
        i < THIRDPARTIES.length
          ? `\\b${name.replace(/ /g, '\\s*')}\\b`
          : `\\b${name.split(' ')[0]}\\b.*${pick(rng, ['AU', 'NZ', 'PTY', 'LTD', 'ONLINE'])}`,
      keywords: [name.toLowerCase(), name.toLowerCase().replace(/ /g, '')].join(','),
      filterwords: chance(rng, 0.4) ? pick(rng, ['refund', 'reversal', 'transfer', 'gift card']) : '',
      is_broad: chance(rng, 0.2),
      category: pick(rng, categories).id,
      thirdparty: chance(rng, 0.9) ? thirdparty + 1 : null,
      group: chance(rng, 0.85) ? int(rng, 1, GROUPS.length) : null,
    };
  });

const PLACES = ['SYDNEY', 'MELBOURNE', 'BRISBANE', 'PERTH', 'ADELAIDE', 'AUCKLAND', 'WELLINGTON', 'HOBART'];
const PEOPLE = ['J SMITH', 'A NGUYEN', 'M WILLIAMS', 'S BROWN', 'K TAYLOR', 'L WILSON'];

/** Transaction descriptions as banks print them, each shaped to meet some of the seeded rules. */
const DESCRIPTION_SHAPES: ((rng: Rng, party: string) => string)[] = [
  (rng, party) => `EFTPOS ${party} ${digits(rng, 4)} ${pick(rng, PLACES)} AU`,
  (rng, party) =>
    `VISA PURCHASE ${party} ${int(rng, 1, 28)}/${int(rng, 1, 12)} AUD ${int(rng, 3, 300)}.${digits(rng, 2)}`,
  (rng, party) => `DIRECT DEBIT ${party} ${digits(rng, 9)}`,
  (rng, party) => `BPAY ${party} ${digits(rng, 6)}`,
  rng => `SALARY ${pick(rng, ['ACME PTY LTD', 'GLOBEX', 'INITECH'])} REF ${digits(rng, 6)}`,
  rng => `TRANSFER TO ${pick(rng, PEOPLE)} ${int(rng, 1, 28)}/${int(rng, 1, 12)}`,
  rng => `TRANSFER FROM ${pick(rng, PEOPLE)} ${digits(rng, 8)}`,
  rng => `ATM WDL ${pick(rng, PLACES)} ${digits(rng, 6)}`,
  rng => `OSKO PAYMENT TO ${pick(rng, PEOPLE)} ${digits(rng, 10)}`,
  () => 'INTEREST CREDIT',
  () => 'MONTHLY ACCOUNT FEE',
  (rng, party) => `REFUND ${party} ${digits(rng, 7)}`,
  rng => `CENTRELINK ${pick(rng, ['FAMILY TAX', 'JOBSEEKER', 'PENSION'])} ${digits(rng, 9)}`,
  (rng, party) => `CARD ${digits(rng, 4)} ${party} ONLINE`,
  rng => `LOAN REPAYMENT ${digits(rng, 8)}`,
];

/** Recent transaction descriptions (newest first) for the regex preview: id and description. */
export const seedDescriptions = (rng: Rng, count = 600): { id: number; description: string }[] =>
  Array.from({ length: count }, (_, i) => ({
    id: count - i,
    description: pick(rng, DESCRIPTION_SHAPES)(rng, pick(rng, THIRDPARTIES).toUpperCase()),
  }));
