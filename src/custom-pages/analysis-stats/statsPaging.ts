import type { AnalysisStatsPage } from '../../providers/methods/staffOps';
import { deriveRow, type StatsRow } from './statsTable';

/**
 * Paging of Analysis Stats (docs/product.md#analysis-stats): one "Load More Data" at a time, each
 * following the previous answer's `next` link (read by the provider on the API's origin, whether it
 * names a page number, a cursor or anything else), and every loaded row stays. No `next` means all
 * is loaded (the state 0 of the specification); a `next` on another host is not followed: paging
 * stops there, saying so, while the loaded rows stay on screen.
 */

/** What one answer means for paging. */
export type LoadOutcome =
  | { kind: 'more'; link: string }
  | { kind: 'end' }
  | { kind: 'elsewhere' };

export const loadOutcome = (answer: Pick<AnalysisStatsPage, 'next' | 'elsewhere'>): LoadOutcome => {
  if (answer.next) return { kind: 'more', link: answer.next };
  return answer.elsewhere ? { kind: 'elsewhere' } : { kind: 'end' };
};

export interface StatsState {
  rows: StatsRow[];
  /** Pages loaded so far. */
  loaded: number;
  /** The number of the page "Load More Data" asks for; 0 once everything is loaded (or paging stopped); null before the first answer. */
  next: number | null;
  /** The link "Load More Data" follows (the last answer's `next`). */
  nextLink: string | null;
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
  /** A `next` link on another host stopped paging. */
  elsewhere: boolean;
}

export const initialStatsState: StatsState = {
  rows: [],
  loaded: 0,
  next: null,
  nextLink: null,
  loading: 1,
  count: null,
  pageSize: 0,
  totalPages: null,
  failure: null,
  elsewhere: false,
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
        next: outcome.kind === 'more' ? action.page + 1 : 0,
        nextLink: outcome.kind === 'more' ? outcome.link : null,
        loading: null,
        count,
        pageSize,
        totalPages,
        failure: null,
        elsewhere: outcome.kind === 'elsewhere',
      };
    }
    case 'failed':
      if (state.loading !== action.page) return state;
      return action.page === 1 ? { ...state, loading: null, failure: action.message } : { ...state, loading: null };
    default:
      return state;
  }
};
