import type { Identifier } from 'react-admin';
import { allPages, inWindow, keepCut, type Http, type Rows } from './pages';
import type { CallOptions } from '../sessionRule';

/**
 * The reads of Needs attention (docs/product.md#needs-attention, docs/api.md#crawlers): the runs of a
 * window that did not complete, and the applications of the same window to find each run's
 * application (a crawler row names none).
 */

/** The statuses the screen asks for: stopped without completing, and still going (slow ones are kept). */
export const ATTENTION_STATUSES = ['FAILED', 'DIED', 'TIMEDOUT', 'EXITED', 'QUEUED', 'AUTH', 'PROCESSING', 'RELEASED'];

/** A crawler row as GET crawlers/ answers it: the fields the screen reads. */
export interface AttentionRun {
  uuid: string;
  status: string;
  timestamp: string | null;
  error?: { code?: string | null; message?: string | null } | null;
  /** The bank's name (the row has no bank id). */
  bank?: string | null;
  vendor_label?: string | null;
  vendor_specific_id?: string | null;
  /** Seconds: how long a finished run took, how long an active one has been going. */
  elapsed?: number | null;
  country_code?: string | null;
}

/** An application row (GET applications/) as far as the screen reads it. */
export interface AttentionApplication {
  id: number;
  timestamp?: string | null;
  vendor_label?: string | null;
  vendor_specific_id?: string | null;
  full_name?: string | null;
  email?: string | null;
  options?: Record<string, unknown> | null;
  profiles?: { id: number; bank_id?: number | null; crawler?: { uuid: string; status?: string } | null }[] | null;
}

export interface AttentionFilter {
  /** ISO timestamp: the window's start, sent as `timestamp` (read as "at or after"). */
  since: string;
  labelId?: Identifier | null;
  bankId?: Identifier | null;
}

export interface AttentionMethods {
  /**
   * GET crawlers/ with the attention statuses, `timestamp` (the window's start), `ordering=-timestamp`
   * and the label and bank filters; at most MAX_PAGES pages (the rows then carry `cut`); `from` (a
   * cut's `next`) reads the rest from there. Rows before `since` are dropped: a server may read
   * `timestamp` otherwise.
   */
  attentionRuns: (
    filter: AttentionFilter,
    options?: { signal?: AbortSignal; from?: string },
  ) => Promise<Rows<AttentionRun>>;
  /** GET applications/ of the window (same filters), to find a run's application; a side read when asked so. */
  attentionApplications: (filter: AttentionFilter, options?: CallOptions) => Promise<Rows<AttentionApplication>>;
}

export const attentionMethods = (http: Http): AttentionMethods => ({
  attentionRuns: async (filter, { signal, from } = {}) => {
    const rows = from
      ? await allPages<AttentionRun>(http, from, { signal })
      : await allPages<AttentionRun>(http, 'crawlers/', {
          query: {
            status: ATTENTION_STATUSES,
            timestamp: filter.since,
            ordering: '-timestamp',
            page_size: 100,
            label_id: filter.labelId ?? undefined,
            bank_id: filter.bankId ?? undefined,
          },
          signal,
        });
    const keep = inWindow(filter.since);
    return keepCut(
      rows,
      rows.filter(row => row && typeof row.uuid === 'string' && keep(row)),
    );
  },
  attentionApplications: async (filter, { signal } = {}) => {
    const rows = await allPages<AttentionApplication>(http, 'applications/', {
      query: {
        timestamp: filter.since,
        ordering: '-timestamp',
        page_size: 100,
        label_id: filter.labelId ?? undefined,
        bank_id: filter.bankId ?? undefined,
      },
      signal,
    });
    return keepCut(
      rows,
      rows.filter(row => row && row.id !== undefined && row.id !== null),
    );
  },
});
