import { APPLICATION_FILE_KEYS, type DocumentRef } from '../../providers';
import type { ApplicationDetail } from './types';

/**
 * Document and report actions (docs/product.md#application-view): the downloads and reprints of docs/api.md#downloads,
 * and whether they are still offered.
 */

// The 7-day rule lives in lib (Webhook deliveries applies it too); re-exported for this folder.
export { DOCUMENTS_TTL_MS, documentsExpired, latestAnalysisTime } from '../../lib/documentsAge';

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
