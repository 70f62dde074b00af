import { APPLICATION_FILE_KEYS, type DocumentRef } from '../../providers';
import type { ApplicationDetail } from './types';

/**
 * Document and report actions (docs/product.md#application-view): the downloads and reprints of docs/api.md#downloads,
 * and whether they are still offered.
 */

export const DOCUMENTS_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const epoch = (value: string | number | null | undefined): number => {
  const parsed = typeof value === 'number' ? value : value ? Date.parse(value) : NaN;
  return Number.isFinite(parsed) ? parsed : NaN;
};

/** The time of the newest analysis of any account of the application, or NaN. */
export const latestAnalysisTime = (application: Pick<ApplicationDetail, 'profiles'>): number => {
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
export const documentsExpired = (
  application: Pick<ApplicationDetail, 'timestamp' | 'profiles'> | null | undefined,
  now: number | Date,
): boolean => {
  if (!application) return true;
  const current = typeof now === 'number' ? now : now.getTime();
  const started = epoch(application.timestamp);
  if (!Number.isFinite(started) || current - started > DOCUMENTS_TTL_MS) return true;
  const analysed = latestAnalysisTime(application);
  return Number.isFinite(analysed) && current - analysed > DOCUMENTS_TTL_MS;
};

export interface DocumentDownload {
  /** Catalogue key under resources.applications.documents. */
  key: string;
  doc: DocumentRef;
}

/** The downloads of docs/api.md#downloads for one application; the score explainer only with a score_id. */
export const documentDownloads = ({ id, score_id }: Pick<ApplicationDetail, 'id' | 'score_id'>): DocumentDownload[] => [
  ...APPLICATION_FILE_KEYS.map(file => ({ key: file, doc: { kind: 'application', id, file } as const })),
  ...(score_id
    ? (['html', 'pdf'] as const).map(format => ({
        key: `score_${format}`,
        doc: { kind: 'scoreExplainer', scoreId: score_id, format } as const,
      }))
    : []),
];

/** An analysis's report files (html, pdf, csv) that exist. */
export const analysisDownloads = (analysis: {
  id: number;
  html?: boolean | null;
  pdf?: boolean | null;
  csv?: boolean | null;
}) =>
  (['html', 'pdf', 'csv'] as const)
    .filter(format => analysis[format])
    .map(format => ({ format, doc: { kind: 'analysisReport', id: analysis.id, format } as const }));
