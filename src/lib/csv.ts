/**
 * CSV text (RFC 4180) for list exports (docs/screens/list-tools.md). Pure: no DOM, no React.
 *
 * - A cell holding a comma, a double quote, a carriage return or a line feed is quoted, its quotes
 *   doubled.
 * - Formula-safe: a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed
 *   with `'`, so that a spreadsheet shows `=HYPERLINK("http://x")` as text instead of running it
 *   (OWASP "CSV injection"). Numbers are written as they are: `-3` stays a number.
 * - Lines end with CRLF; the file starts with a byte order mark so that Excel reads UTF-8.
 */

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell, escaped. `null` and `undefined` are empty cells. */
export const csvCell = (value: CsvValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const csvLine = (cells: readonly CsvValue[]): string => cells.map(csvCell).join(',');

export const CSV_BOM = '\uFEFF';

/** A whole file: the header line, then one line a row, CRLF after each. */
export const toCsv = (headers: readonly string[], rows: readonly (readonly CsvValue[])[]): string =>
  CSV_BOM + [headers, ...rows].map(line => `${csvLine(line)}\r\n`).join('');

/** `applications-2026-11-24.csv`: the list's name and the local date, nothing a path could use. */
export const csvFileName = (name: string, now: Date = new Date()): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  const safe = name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
  return `${safe}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
};
