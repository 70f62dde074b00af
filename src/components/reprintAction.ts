import type { Identifier } from 'react-admin';
import type { AppAction } from './useApiAction';

/** What a reprint remakes: an application's summary, or one analysis (decision 18). */
export type ReprintKind = 'summary' | 'analysis';
export type ReprintFormat = 'html' | 'pdf';

const PREFIX: Record<ReprintKind, string> = {
  summary: 'app.message.reprint_',
  analysis: 'app.message.reprint_analysis_',
};

/**
 * A reprint with the product's messages (docs/product.md#application-view, decision 18):
 * "Reprinting {HTML|PDF} {Summary|Analysis}: {id}" or "Cannot reprint ...", and on PDF a 401
 * meaning the HTML does not exist yet, which the session rule (src/providers/sessionRule.ts,
 * ownStatuses) therefore does not take for a session end.
 */
export const reprintAction = (kind: ReprintKind, id: Identifier, format: ReprintFormat): AppAction => {
  const key = (outcome: '' | '_failed' | '_missing_html') => `${PREFIX[kind]}${format}${outcome}`;
  return {
    name: `reprint-${format}`,
    run: dataProvider =>
      kind === 'summary' ? dataProvider.reprintSummary(id, format) : dataProvider.reprintAnalysis(id, format),
    success: { message: key(''), args: { id } },
    failure: error => ({
      message: key(format === 'pdf' && error.status === 401 ? '_missing_html' : '_failed'),
      args: { id },
    }),
  };
};
