import type { Identifier } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider, type AppDataProvider } from '../../../src/providers/dataProvider';
import type { HttpOptions } from '../../../src/providers/http';
import { crawlerLogMethods } from '../../../src/providers/methods/crawlerLog';
import { documentMethods } from '../../../src/providers/methods/documents';

/**
 * docs/api.md#conventions: an id put in a path stays one segment of that path. An id comes from a
 * server answer or from the address bar; `..` or `.` would be folded away when the URL is resolved
 * (and so would `%2E%2E`: WHATWG URL parsing reads it as `..`), sending e.g. a Finalise to
 * another api/v1 path. Each call below is made with such ids through a fake http client; what it
 * receives is resolved against the api/v1 base as the browser would, and must land on the
 * intended path with the id as its one segment, or the call must fail before anything is sent.
 */
const BASE = 'https://api.example.test/api/v1/';

const answer = (json: unknown = {}) => ({ status: 200, headers: new Headers(), json: json as never });
const fakeHttp = () => vi.fn(async (_path: string, _options?: HttpOptions) => answer());

const endpoints = {
  labels: { path: 'dashboard/vendors/labels/', update: 'PUT' as const },
  tokens: { path: 'users/me/tokens', update: 'PUT' as const, pagination: 'none' as const },
};

type Call = [name: string, template: string, run: (provider: AppDataProvider, id: Identifier) => Promise<unknown>];

const CALLS: Call[] = [
  ['getOne', 'dashboard/vendors/labels/{id}/', (p, id) => p.getOne('labels', { id })],
  [
    'update',
    'dashboard/vendors/labels/{id}/',
    (p, id) => p.update('labels', { id, data: { id, ref: 'x' }, previousData: { id, ref: 'y' } }),
  ],
  ['delete', 'dashboard/vendors/labels/{id}/', (p, id) => p.delete('labels', { id, previousData: { id } })],
  ['delete (no trailing slash)', 'users/me/tokens/{id}', (p, id) => p.delete('tokens', { id, previousData: { id } })],
  ['finalise (label)', '{id}/ACME-1/finalise', (p, id) => p.finalise(String(id), 'ACME-1')],
  ['finalise (vendor-specific id)', 'acme/{id}/finalise', (p, id) => p.finalise('acme', String(id))],
  ['reanalyse', 'applications/{id}/analyses', (p, id) => p.reanalyse(id)],
  ['deleteApplication', 'applications/{id}/delete/', (p, id) => p.deleteApplication(id)],
  ['sendBundleWebhook', 'applications/{id}/bundle/webhook', (p, id) => p.sendBundleWebhook(id)],
  ['reprintSummary', 'applications/{id}/print/pdf', (p, id) => p.reprintSummary(id, 'pdf')],
  ['seedCrawler', 'dashboard/crawlers/{id}/seed', (p, id) => p.seedCrawler(String(id))],
  ['applicationWebhookLogs', 'webhooks/logs/{id}', (p, id) => p.applicationWebhookLogs(id)],
  ['reprintAnalysis', 'analyses/{id}/print/html', (p, id) => p.reprintAnalysis(id, 'html')],
  ['statements', 'accounts/{id}/estatement', (p, id) => p.statements(id)],
  ['vendorDieds', 'vendor/{id}/dieds', (p, id) => p.vendorDieds(id)],
  ['deleteDied', 'vendor/7/dieds/{id}', (p, id) => p.deleteDied(7, String(id))],
  ['restartMetrics', 'metric_restart/{id}', (p, id) => p.restartMetrics(id)],
  ['cancelSubscription', 'stripe/cancel-subscription/{id}', (p, id) => p.cancelSubscription(String(id))],
];

/** The path the template names, with the id as exactly one segment. */
const intended = (template: string) =>
  new RegExp(`^${new URL(BASE).pathname}${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{id}', '[^/]+')}$`);

/** What the browser asks for: the path the client was handed, resolved against the api/v1 base. */
const requested = (path: string) => new URL(path, BASE).pathname;

const REFUSED = ['..', '.', ''];
const ENCODED = ['../x', '%2e%2e', '%2E%2E', '.%2e', '..%2f', 'a/../..', '../../users/me', '..\\x', '\t..', '. .'];

describe('an id in a path never leaves it', () => {
  describe.each(CALLS)('%s', (_name, template, run) => {
    it.each(REFUSED)('refuses the id %j and asks nothing', async id => {
      const http = fakeHttp();
      await expect(run(createDataProvider(endpoints, http), id)).rejects.toThrow(`"${id}" is not a valid id`);
      expect(http).not.toHaveBeenCalled();
    });

    it.each(ENCODED)('sends the id %j as one segment of the intended path', async id => {
      const http = fakeHttp();
      await run(createDataProvider(endpoints, http), id);
      expect(http).toHaveBeenCalled();
      for (const [path] of http.mock.calls) expect(requested(path)).toMatch(intended(template));
    });

    it('still sends an ordinary id as it is', async () => {
      const http = fakeHttp();
      await run(createDataProvider(endpoints, http), 'A-1');
      expect(http.mock.calls.map(([path]) => requested(path))).toContain(
        `${new URL(BASE).pathname}${template.replace('{id}', 'A-1')}`,
      );
    });
  });

  it('downloads a document only from its own path', async () => {
    const blob = vi.fn(async (_path: string, _options?: unknown) => ({
      status: 200,
      headers: new Headers(),
      blob: new Blob(),
    }));
    const documents = documentMethods(fakeHttp(), blob);
    await expect(documents.download({ kind: 'application', id: '..', file: 'bundle' })).rejects.toThrow(
      '".." is not a valid id',
    );
    await expect(documents.download({ kind: 'statement', accountId: 1, statementId: '.' })).rejects.toThrow(
      '"." is not a valid id',
    );
    await documents.download({ kind: 'analysisReport', id: '%2E%2E', format: 'pdf' });
    expect(blob).toHaveBeenCalledTimes(1);
    expect(requested(blob.mock.calls[0][0])).toBe('/api/v1/analyses/%252E%252E/report/pdf');
  });

  it("reads a crawler's log only from its own path", async () => {
    const http = vi.fn(async (_path: string, _options?: HttpOptions) => answer({ count: 0, next: null, results: [] }));
    await expect(crawlerLogMethods(http).crawlerLog('..')).rejects.toThrow('".." is not a valid id');
    expect(http).not.toHaveBeenCalled();
    await crawlerLogMethods(http).crawlerLog('%2e%2e');
    expect(requested(http.mock.calls[0][0])).toBe('/api/v1/crawlers/crawler_output/%252e%252e/');
  });
});
