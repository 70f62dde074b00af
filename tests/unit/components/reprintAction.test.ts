import { describe, expect, it } from 'vitest';
import { reprintAction } from '../../../src/components/reprintAction';
import { ownStatuses } from '../../../src/providers/sessionRule';

describe('reprint messages (docs/product.md#application-view, decision 18)', () => {
  it.each([
    [
      'summary',
      'html',
      'app.message.reprint_html',
      'app.message.reprint_html_failed',
      'app.message.reprint_html_failed',
    ],
    [
      'summary',
      'pdf',
      'app.message.reprint_pdf',
      'app.message.reprint_pdf_missing_html',
      'app.message.reprint_pdf_failed',
    ],
    [
      'analysis',
      'html',
      'app.message.reprint_analysis_html',
      'app.message.reprint_analysis_html_failed',
      'app.message.reprint_analysis_html_failed',
    ],
    [
      'analysis',
      'pdf',
      'app.message.reprint_analysis_pdf',
      'app.message.reprint_analysis_pdf_missing_html',
      'app.message.reprint_analysis_pdf_failed',
    ],
  ] as const)('%s %s: success, a 401, any other failure', (kind, format, success, on401, otherwise) => {
    const action = reprintAction(kind, 9, format);
    expect(action.success).toEqual({ message: success, args: { id: 9 } });
    expect(action.failure?.({ message: 'x', status: 401 })).toEqual({ message: on401, args: { id: 9 } });
    for (const status of [400, 500, undefined]) {
      expect(action.failure?.({ message: 'x', status })).toEqual({ message: otherwise, args: { id: 9 } });
    }
  });

  it('only a PDF reprint keeps its 401 from logging out (the session rule owns the status)', () => {
    expect(ownStatuses('reprintSummary', [9, 'pdf'])).toEqual([401]);
    expect(ownStatuses('reprintAnalysis', [9, 'pdf'])).toEqual([401]);
    expect(ownStatuses('reprintSummary', [9, 'html'])).toEqual([]);
    expect(ownStatuses('reprintAnalysis', [9, 'html'])).toEqual([]);
  });

  it('calls the reprint of its kind', async () => {
    const calls: string[] = [];
    const dataProvider = {
      reprintSummary: async (id: number, format: string) => calls.push(`summary ${id} ${format}`),
      reprintAnalysis: async (id: number, format: string) => calls.push(`analysis ${id} ${format}`),
    } as unknown as Parameters<ReturnType<typeof reprintAction>['run']>[0];
    await reprintAction('summary', 3, 'pdf').run(dataProvider);
    await reprintAction('analysis', 4, 'html').run(dataProvider);
    expect(calls).toEqual(['summary 3 pdf', 'analysis 4 html']);
  });
});
