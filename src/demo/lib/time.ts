/** Times on the wire: ISO strings; the summary's date range is read at UTC+10 (docs/product.md#summary). */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const iso = (ms: number | null | undefined): string | null =>
  ms === null || ms === undefined ? null : new Date(ms).toISOString();

/** An ISO time or date as epoch ms; a bare date is midnight at UTC+10. */
export const parseTime = (value: string | null | undefined, endOfDay = false): number | undefined => {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const start = Date.parse(`${text}T00:00:00+10:00`);
    return Number.isNaN(start) ? undefined : endOfDay ? start + DAY - 1 : start;
  }
  // A `+` in a query string arrives as a space: put the offset sign back.
  const parsed = Date.parse(text.replace(/ (\d{2}:?\d{2})$/, '+$1'));
  return Number.isNaN(parsed) ? undefined : parsed;
};

export const SECOND = 1000;
