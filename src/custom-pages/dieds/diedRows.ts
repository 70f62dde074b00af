import type { DiedCrawler, VendorChoice } from '../../providers/methods/staffOps';

/** Dieds on the client (docs/screens/dieds-analysisstats.md): rows tagged with their vendor, grouped by bank. */

/**
 * A died crawler with the vendor it was asked for (the delete path names the vendor), and its
 * uuid as the `id` react-admin's list context selects and keys rows by.
 */
export interface DiedRow extends DiedCrawler {
  id: string;
  vendor_id: number;
  vendor_label: string;
}

export interface BankGroup {
  /** The bank id as text ('' when the row has none). */
  bank: string;
  rows: DiedRow[];
}

/**
 * Groups in the order of their bank names (names looked up by the caller); each group keeps its
 * rows in the order given (the list's sort, newest first until a column header says otherwise).
 */
export const groupByBank = (rows: readonly DiedRow[], nameOf: (bankId: number | null) => string): BankGroup[] => {
  const groups = new Map<string, DiedRow[]>();
  for (const row of rows) {
    const key = row.bank_id == null ? '' : String(row.bank_id);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.entries()]
    .map(([bank, list]) => ({ bank, rows: list }))
    .sort((a, b) => {
      const an = nameOf(a.bank === '' ? null : Number(a.bank));
      const bn = nameOf(b.bank === '' ? null : Number(b.bank));
      return an.localeCompare(bn, 'en', { numeric: true }) || a.bank.localeCompare(b.bank);
    });
};

/** The options of a died run in short: the jobs asked for, then the numbers (days). */
export const optionsSummary = (options: Record<string, unknown> | null | undefined): string => {
  if (!options) return '';
  const jobs = Object.entries(options)
    .filter(([, value]) => value === true || (typeof value === 'string' && value !== 'not_requested' && value !== ''))
    .map(([key]) => key);
  const numbers = Object.entries(options)
    .filter(([, value]) => typeof value === 'number')
    .map(([key, value]) => `${key} ${String(value)}`);
  return [...jobs, ...numbers].join(', ');
};

export const tagRows = (vendor: VendorChoice, rows: readonly DiedCrawler[]): DiedRow[] =>
  rows
    .filter(row => row && typeof row.uuid === 'string')
    .map(row => ({ ...row, id: row.uuid, vendor_id: vendor.id, vendor_label: vendor.label }));

/** The outcome of running one action over a selection: how many were done, and why the others failed. */
export interface BatchReport {
  action: 'recrawl' | 'delete';
  done: string[];
  failed: { uuid: string; message: string }[];
}

/**
 * Runs `run` over the rows one after another; a failure is recorded and the next row goes on, so
 * a failure halfway reports what was done and what was not. `stop` (a session-ending status)
 * ends the batch at once.
 */
export const runBatch = async (
  rows: readonly DiedRow[],
  run: (row: DiedRow) => Promise<unknown>,
  options: {
    onProgress?: (done: number) => void;
    stop?: (error: unknown) => boolean;
    messageOf: (error: unknown) => string;
  },
): Promise<{ done: string[]; failed: { uuid: string; message: string }[]; stopped: boolean }> => {
  const done: string[] = [];
  const failed: { uuid: string; message: string }[] = [];
  for (const row of rows) {
    try {
      await run(row);
      done.push(row.uuid);
    } catch (error) {
      if (options.stop?.(error)) return { done, failed, stopped: true };
      failed.push({ uuid: row.uuid, message: options.messageOf(error) });
    }
    options.onProgress?.(done.length + failed.length);
  }
  return { done, failed, stopped: false };
};
