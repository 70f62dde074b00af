import type { AnalysisStatsPage } from '../../providers/methods/staffOps';
import { deriveRow, type StatsRow } from './statsTable';

/**
 * Paging of Analysis Stats (docs/product.md#analysis-stats): one "Load More Data" at a time, each
 * following the previous answer's `next` link (read by the provider on the API's origin, whether it
 * names a page number, a cursor or anything else), and every loaded row stays. No `next` means all
 * is loaded (the state 0 of the specification); a `next` on another host is not followed: paging
 * stops there, saying so, while the loaded rows stay on screen. The pages themselves are TanStack
 * Query's (useAnalysisStats.ts); these are the pure readings of them.
 */

/** What the page asks first: the first page by number (the provider sends no `page` for it). */
export const FIRST_STATS_PAGE = 1;

/** What one answer means for paging. */
export type LoadOutcome = { kind: 'more'; link: string } | { kind: 'end' } | { kind: 'elsewhere' };

export const loadOutcome = (answer: Pick<AnalysisStatsPage, 'next' | 'elsewhere'>): LoadOutcome => {
  if (answer.next) return { kind: 'more', link: answer.next };
  return answer.elsewhere ? { kind: 'elsewhere' } : { kind: 'end' };
};

/** useInfiniteQuery's getNextPageParam: the answer's `next` link itself, or no next page. */
export const nextStatsPage = (answer: Pick<AnalysisStatsPage, 'next'>): string | undefined => answer.next ?? undefined;

/** What the loaded pages add up to. */
export interface StatsView {
  rows: StatsRow[];
  /** Pages loaded so far. */
  loaded: number;
  /** Rows in all, when the API says (`count`; the latest answer that gave one). */
  count: number | null;
  /** Pages in all: `count` over the size of the first page (the server's page size), or the pages loaded once the last came; null when unknown. */
  totalPages: number | null;
  /** The last answer's outcome: more to load, all loaded, or a `next` on another host. */
  outcome: LoadOutcome;
}

/** The loaded pages, in order, read as one table: rows keyed by their place in the load order. */
export const statsView = (pages: readonly AnalysisStatsPage[]): StatsView => {
  const rows: StatsRow[] = [];
  let count: number | null = null;
  let totalPages: number | null = null;
  let outcome: LoadOutcome = { kind: 'end' };
  const pageSize = pages[0]?.results.length ?? 0;
  pages.forEach((answer, index) => {
    const page = index + 1;
    for (const raw of answer.results) rows.push(deriveRow(raw, rows.length));
    count = answer.count ?? count;
    outcome = loadOutcome(answer);
    if (outcome.kind === 'end') totalPages = page;
    else if (count !== null && pageSize > 0) totalPages = Math.max(page, Math.ceil(count / pageSize));
  });
  return { rows, loaded: pages.length, count, totalPages, outcome };
};
