import type { Identifier } from 'react-admin';
import { httpBlob, type BlobResponse, type DownloadProgress } from '../http';
import { allPages, segment, type Http } from './pages';

/**
 * The credentialed downloads of spec 2 section 7, named by what they are: screens say which
 * document, this module knows its api/v1 path and the file name to use when the server gives none.
 */

const APPLICATION_FILES = {
  summary_html: { path: 'summary/html', name: 'summary', ext: 'html' },
  summary_pdf: { path: 'summary/pdf', name: 'summary', ext: 'pdf' },
  summary: { path: 'summary', name: 'summary', ext: 'json' },
  bundle: { path: 'bundle', name: 'bundle', ext: 'zip' },
  report: { path: 'report', name: 'report', ext: 'pdf' },
  combined_html: { path: 'combined/html', name: 'combined', ext: 'html' },
  combined_pdf: { path: 'combined/pdf', name: 'combined', ext: 'pdf' },
  combined_csv: { path: 'combined/csv', name: 'combined', ext: 'csv' },
} as const;

/** An application's files, in the order the documents menu offers them. */
export type ApplicationFile = keyof typeof APPLICATION_FILES;
export const APPLICATION_FILE_KEYS = Object.keys(APPLICATION_FILES) as ApplicationFile[];

export type AnalysisReportFormat = 'html' | 'pdf' | 'csv';

export type DocumentRef =
  | { kind: 'application'; id: Identifier; file: ApplicationFile }
  | { kind: 'scoreExplainer'; scoreId: string; format: 'html' | 'pdf' }
  | { kind: 'analysisReport'; id: Identifier; format: AnalysisReportFormat }
  | { kind: 'statement'; accountId: Identifier; statementId: Identifier; filename?: string | null }
  | { kind: 'interim'; accountId: Identifier }
  /** The files a shared link gives (docs/api.md#sharing): public, the guid is the permission. */
  | { kind: 'sharedFiles'; applicationId: Identifier; guid: string };

/** One eStatement of an account, as GET accounts/{id}/estatement lists it. */
export interface Statement {
  id: number;
  period_start?: string;
  period_end?: string;
  filename?: string;
}

export const documentPath = (doc: DocumentRef): string => {
  switch (doc.kind) {
    case 'application':
      return `applications/${segment(doc.id)}/${APPLICATION_FILES[doc.file].path}`;
    case 'scoreExplainer':
      return `score/explainer/${segment(doc.scoreId)}/${doc.format}`;
    case 'analysisReport':
      return `analyses/${segment(doc.id)}/report/${doc.format}`;
    case 'statement':
      return `accounts/${segment(doc.accountId)}/estatement/${segment(doc.statementId)}`;
    case 'interim':
      return `accounts/${segment(doc.accountId)}/interim`;
    case 'sharedFiles':
      return `applications/${segment(doc.applicationId)}/download-shared-files?guid=${encodeURIComponent(doc.guid)}`;
  }
};

/** The name a download is saved under when the answer has no Content-Disposition name. */
export const documentFileName = (doc: DocumentRef): string => {
  switch (doc.kind) {
    case 'application': {
      const { name, ext } = APPLICATION_FILES[doc.file];
      return `${name}-${doc.id}.${ext}`;
    }
    case 'scoreExplainer':
      return `score-${doc.scoreId}.${doc.format}`;
    case 'analysisReport':
      return `analysis-${doc.id}.${doc.format}`;
    case 'statement':
      return doc.filename || `estatement-${doc.accountId}-${doc.statementId}.pdf`;
    case 'interim':
      return `interim-${doc.accountId}.pdf`;
    case 'sharedFiles':
      return `shared-files-${doc.applicationId}.zip`;
  }
};

export interface DocumentMethods {
  /** A document as a Blob with its headers (Content-Disposition). */
  download: (
    doc: DocumentRef,
    options?: { signal?: AbortSignal; onProgress?: DownloadProgress },
  ) => Promise<BlobResponse>;
  /** GET accounts/{id}/estatement: the account's eStatements. */
  statements: (accountId: Identifier, options?: { signal?: AbortSignal }) => Promise<Statement[]>;
}

export const documentMethods = (http: Http, blob: typeof httpBlob = httpBlob): DocumentMethods => ({
  // async: a refused id (segment()) rejects like a failed request rather than throwing at the call.
  download: async (doc, options) => blob(documentPath(doc), options),
  statements: async (accountId, { signal } = {}) =>
    allPages<Statement>(http, `accounts/${segment(accountId)}/estatement`, { signal }),
});
