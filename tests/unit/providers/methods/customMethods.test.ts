import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../../src/providers/dataProvider';
import type { HttpOptions } from '../../../../src/providers/http';
import { apiUrl } from '../../../../src/config';
import {
  documentFileName,
  documentMethods,
  documentPath,
  type DocumentRef,
} from '../../../../src/providers/methods/documents';

/** A fake http client answering `answers` in turn, keeping what was asked. */
const fakeHttp = (...answers: unknown[]) =>
  vi.fn(async (_path: string, _options?: HttpOptions) => ({
    status: 200,
    headers: new Headers(),
    json: answers.shift() as never,
  }));

const page = (results: unknown[], next: string | null = null) => ({ count: undefined, next, previous: null, results });
/** On the API's own origin (the test page's): a `next` elsewhere is not followed. */
const NEXT = apiUrl('banks?page=2');

describe('the typed custom methods (no screen names an api/v1 path)', () => {
  it('has no untyped call(path) escape hatch', () => {
    expect('call' in createDataProvider({}, fakeHttp())).toBe(false);
  });

  it("lists every page of banks, asking for the vendor's country when given one", async () => {
    const http = fakeHttp(page([{ id: 1, name: 'A' }], NEXT), page([{ id: 2, name: 'B' }]));
    const banks = await createDataProvider({}, http).banks({ country: 'AU' });
    expect(banks.map(bank => bank.name)).toEqual(['A', 'B']);
    expect(http.mock.calls.map(([path, options]) => [path, options?.query])).toEqual([
      ['banks', { page_size: 1000, country_code: 'AU' }],
      [NEXT, undefined],
    ]);
  });

  it('lists the banks resource past its first page', async () => {
    const http = fakeHttp(page([{ id: 1, name: 'B' }], NEXT), page([{ id: 2, name: 'A' }]));
    const provider = createDataProvider({ banks: { path: 'banks', pagination: 'none' } }, http);
    const result = await provider.getList('banks', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({
      data: [
        { id: 2, name: 'A' },
        { id: 1, name: 'B' },
      ],
      total: 2,
    });
    expect(http).toHaveBeenCalledTimes(2);
  });

  it('reads the vendor settings and asks for a password reset', async () => {
    const http = fakeHttp({ vendor: { lookup_type: 'account_id' } }, { detail: 'sent' });
    const provider = createDataProvider({}, http);
    await expect(provider.vendorSettings()).resolves.toEqual({ vendor: { lookup_type: 'account_id' } });
    await provider.resetPassword('ann@x.test');
    expect(http.mock.calls.map(([path, options]) => [options?.method ?? 'GET', path, options?.body])).toEqual([
      ['GET', 'users/me/vendor/settings', undefined],
      ['POST', 'rest-auth/password/reset/', { email: 'ann@x.test' }],
    ]);
  });

  it("lists an account's eStatements from a page or a bare list", async () => {
    const http = fakeHttp(page([{ id: 4 }]), [{ id: 5 }]);
    const provider = createDataProvider({}, http);
    await expect(provider.statements(9)).resolves.toEqual([{ id: 4 }]);
    await expect(provider.statements(9)).resolves.toEqual([{ id: 5 }]);
    expect(http.mock.calls[0][0]).toBe('accounts/9/estatement');
  });
});

describe('documents', () => {
  it.each<[DocumentRef, string, string]>([
    [{ kind: 'application', id: 7, file: 'summary_html' }, 'applications/7/summary/html', 'summary-7.html'],
    [{ kind: 'application', id: 7, file: 'summary' }, 'applications/7/summary', 'summary-7.json'],
    [{ kind: 'application', id: 7, file: 'bundle' }, 'applications/7/bundle', 'bundle-7.zip'],
    [{ kind: 'application', id: 7, file: 'combined_csv' }, 'applications/7/combined/csv', 'combined-7.csv'],
    [{ kind: 'scoreExplainer', scoreId: 'S/1', format: 'pdf' }, 'score/explainer/S%2F1/pdf', 'score-S/1.pdf'],
    [{ kind: 'analysisReport', id: 3, format: 'csv' }, 'analyses/3/report/csv', 'analysis-3.csv'],
    [{ kind: 'statement', accountId: 2, statementId: 8 }, 'accounts/2/estatement/8', 'estatement-2-8.pdf'],
    [
      { kind: 'statement', accountId: 2, statementId: 8, filename: 'march.pdf' },
      'accounts/2/estatement/8',
      'march.pdf',
    ],
    [{ kind: 'interim', accountId: 2 }, 'accounts/2/interim', 'interim-2.pdf'],
  ])('%j is GET %s, saved as %s without a server name', (doc, path, name) => {
    expect(documentPath(doc)).toBe(path);
    expect(documentFileName(doc)).toBe(name);
  });

  it('downloads a document by its path', async () => {
    const blob = vi.fn(async (_path: string) => ({ status: 200, blob: new Blob(['x']), headers: new Headers() }));
    await documentMethods(fakeHttp(), blob).download({ kind: 'interim', accountId: 2 });
    expect(blob).toHaveBeenCalledWith('accounts/2/interim', undefined);
  });
});
