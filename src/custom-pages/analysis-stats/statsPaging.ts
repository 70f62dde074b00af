import type { AnalysisStatsPage } from '../../providers/methods/staffOps';
import { deriveRow, type StatsRow } from './statsTable';

/**
 * Paging of Analysis Stats (docs/product.md#analysis-stats): pages are asked for by number, one
 * "Load More Data" at a time, and every loaded row stays. After each load, no `next` means all is
 * loaded (the state 0 of the specification); otherwise the next page number is read from the
 * `next` link, and a link without one stops paging with "There has been an error. Please refresh
 * and try again." while the loaded rows stay on screen.
 */

/** The `page` number of a `next` link, or null when it has none (or not a positive whole number). */
export const pageFromNext = (next: string): number | null => {
  let raw: string | null;
  try {
    raw = new URL(next, 'http://relative.invalid/').searchParams.get('page');
  } catch {
    return null;
  }
  if (!raw || !/^\d+$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 ? page : null;
};

/** What one answer means for paging. */
export type LoadOutcome =
  | { kind: 'more'; next: number }
  | { kind: 'end' }
  | { kind: 'broken' };

export const loadOutcome = (answer: Pick<AnalysisStatsPage, 'next'>): LoadOutcome => {
  if (!answer.next) return { kind: 'end' };
  const next = pageFromNext(answer.next);
  return next === null ? { kind: 'broken' } : { kind: 'more', next };
};

export interface StatsState {
  rows: StatsRow[];
  /** Pages loaded so far. */
  loaded: number;
  /** The page "Load More Data" asks for; 0 once everything is loaded (or paging broke); null before the first answer. */
  next: number | null;
  /** The page in flight, if any. */
  loading: number | null;
  /** Rows in all, when the API says (`count`). */
  count: number | null;
  /** The size of the first page: the server's page size. */
  pageSize: number;
  /** Pages in all: `count` over the size of the first page; null when unknown. */
  totalPages: number | null;
  /** The first page failed: its reason, shown with Retry. */
  failure: string | null;
  /** A `next` link without a page number stopped paging. */
  broken: boolean;
}

export const initialStatsState: StatsState = {
  rows: [],
  loaded: 0,
  next: null,
  loading: 1,
  count: null,
  pageSize: 0,
  totalPages: null,
  failure: null,
  broken: false,
};

export type StatsAction =
  | { type: 'request'; page: number }
  | { type: 'loaded'; page: number; answer: AnalysisStatsPage }
  | { type: 'failed'; page: number; message: string };

export const statsReducer = (state: StatsState, action: StatsAction): StatsState => {
  switch (action.type) {
    case 'request':
      return action.page === 1 ? { ...initialStatsState, loading: 1 } : { ...state, loading: action.page };
    case 'loaded': {
      if (state.loading !== action.page) return state;
      const { answer } = action;
      const first = action.page === 1;
      const base = first ? [] : state.rows;
      const rows = base.concat(answer.results.map((raw, i) => deriveRow(raw, base.length + i)));
      const pageSize = first ? answer.results.length : state.pageSize;
      const count = answer.count ?? state.count;
      const outcome = loadOutcome(answer);
      const totalPages =
        outcome.kind === 'end' ? action.page : count !== null && pageSize > 0 ? Math.max(action.page, Math.ceil(count / pageSize)) : state.totalPages;
      return {
        rows,
        loaded: action.page,
        next: outcome.kind === 'more' ? outcome.next : 0,
        loading: null,
        count,
        pageSize,
        totalPages,
        failure: null,
        broken: outcome.kind === 'broken',
      };
    }
    case 'failed':
      if (state.loading !== action.page) return state;
      return action.page === 1 ? { ...state, loading: null, failure: action.message } : { ...state, loading: null };
    default:
      return state;
  }
};
