import type { Identifier } from 'react-admin';
import { segment, type Http } from './pages';

/** The calls on one analysis that are not CRUD (docs/api.md#application-actions). */
export interface AnalysisMethods {
  /** POST analyses/{id}/print/html or .../pdf: makes the analysis's report again. */
  reprintAnalysis: (id: Identifier, format: 'html' | 'pdf') => Promise<unknown>;
}

export const analysisMethods = (http: Http): AnalysisMethods => ({
  reprintAnalysis: async (id, format) =>
    (await http(`analyses/${segment(id)}/print/${format}`, { method: 'POST' })).json,
});
