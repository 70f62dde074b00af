/**
 * The 7-day rule (docs/product.md#application-view): an application's documents, reports and
 * webhook resends are offered only while the application, and its latest analysis, are at most 7
 * days old. Read by the application view and by Webhook deliveries' Resend, one row at a time.
 */

export const DOCUMENTS_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What the rule reads of an application (a list row or the detail): its start and its analyses' times. */
export interface DocumentsAgeSubject {
  timestamp?: string | number | null;
  profiles?:
    | readonly {
        accounts?: readonly { analyses?: readonly { time?: string | number | null }[] | null }[] | null;
      }[]
    | null;
}

const epoch = (value: string | number | null | undefined): number => {
  const parsed = typeof value === 'number' ? value : value ? Date.parse(value) : NaN;
  return Number.isFinite(parsed) ? parsed : NaN;
};

/** The time of the newest analysis of any account of the application, or NaN. */
export const latestAnalysisTime = (application: Pick<DocumentsAgeSubject, 'profiles'>): number => {
  const times = (application.profiles ?? [])
    .flatMap(profile => profile.accounts ?? [])
    .flatMap(account => account.analyses ?? [])
    .map(analysis => epoch(analysis.time))
    .filter(Number.isFinite);
  return times.length ? Math.max(...times) : NaN;
};

/**
 * Whether document and report actions are disabled: the application, or its latest analysis, is
 * more than 7 days old. An unreadable start time counts as expired, so nothing stale is offered.
 */
export const documentsExpired = (application: DocumentsAgeSubject | null | undefined, now: number | Date): boolean => {
  if (!application) return true;
  const current = typeof now === 'number' ? now : now.getTime();
  const started = epoch(application.timestamp);
  if (!Number.isFinite(started) || current - started > DOCUMENTS_TTL_MS) return true;
  const analysed = latestAnalysisTime(application);
  return Number.isFinite(analysed) && current - analysed > DOCUMENTS_TTL_MS;
};
