import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { http as route, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, useDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { buildEndpointMap } from '../../../src/lib/accessTable';
import { createAuthProvider, onSessionEnd } from '../../../src/providers/authProvider';
import { createDataProvider, type AppDataProvider } from '../../../src/providers/dataProvider';
import { tokenStorage } from '../../../src/providers/http';
import { FEATURE_ACCESS } from '../../../src/providers/permissions';
import {
  callRole,
  isSessionEnded,
  isSessionKept,
  SIDE_READ,
  withSessionRule,
} from '../../../src/providers/sessionRule';
import { resources } from '../../../src/resources';
import { server } from '../../setup';

/**
 * docs/product.md#session, the one rule: a call that meets a session end rejects. Every method of
 * the dataProvider the app hands to react-admin is called here through react-admin's own
 * `useDataProvider()` proxy (which, left to itself, resolves such a call with `{data: {}}` after
 * logging out), with the server answering 403 and 502 as a real one does.
 */

const window = { from: '2026-01-01', to: '2026-01-02' };
const recipient = { name: 'Ann', email: 'ann@example.com' };
const crud = {
  id: 1,
  ids: [1],
  data: { name: 'x' },
  previousData: { id: 1, name: 'y' },
  filter: {},
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'ASC' },
  target: 'id',
};

/** The arguments each method is called with; a method missing here fails the walk (add it). */
const CALLS: Record<string, unknown[]> = {
  getList: ['labels', crud],
  getOne: ['labels', crud],
  getMany: ['labels', crud],
  getManyReference: ['labels', crud],
  create: ['labels', crud],
  update: ['labels', crud],
  updateMany: ['labels', crud],
  delete: ['labels', crud],
  deleteMany: ['labels', crud],
  vendorSettings: [],
  resetPassword: ['a@example.com'],
  reprintAnalysis: [1, 'html'],
  reanalyse: [1],
  recrawl: [1, { label: 'L', bank_id: 1, days_of_transactions: 90, days_of_statements: 90 }],
  finalise: ['LBL', 'v-1'],
  massReanalyse: [[1, 2]],
  shareApplication: [1, recipient],
  deleteApplication: [1],
  sendBundleWebhook: [1],
  sendSummaryWebhook: [1],
  reprintSummary: [1, 'html'],
  seedCrawler: ['uuid-1'],
  documentRecipients: [],
  applicationWebhookLogs: [1],
  bankRatios: [],
  bankFailedRuns: [1, '2026-11-26T00:00:00Z'],
  attentionRuns: [{ since: '2026-11-20T00:00:00Z' }],
  attentionApplications: [{ since: '2026-11-20T00:00:00Z' }],
  deliveryApplications: ['2026-11-20T00:00:00Z'],
  banks: [],
  crawlerLog: ['uuid-1'],
  crawlerLogTail: ['uuid-1'],
  download: [{ kind: 'interim', accountId: 1 }],
  statements: [1],
  iframeLabels: [],
  sendIframeLink: [
    { vendor_name: 'V', iframe_link: 'https://x/', customer_email: 'c@example.com', customer_name: 'C' },
  ],
  lookup: ['application_id', '1'],
  metricStatuses: [],
  restartMetrics: [1],
  vendorChoices: [],
  sanitiseDescription: ['text'],
  sampleDescriptions: [],
  vendorSettingsTabs: [],
  updateVendorSettings: [{ vendor: { lookup_type: 'application_id' } }],
  generateSharedLink: [1],
  fetchSharedApplication: ['guid'],
  setupSubscription: [{ package: 'basic', email: 'a@example.com' }],
  cancelSubscription: ['sub_1'],
  brokerSignup: [{ email: 'a@example.com' }],
  sendSignupConfirmation: [{ email: 'a@example.com' }],
  vendors: [],
  vendorDieds: [1],
  deleteDied: [1, 'uuid-1'],
  analysisStatistics: [1],
  vendorStats: [window],
  applicationSeries: [window],
  crawlerSeries: [window],
};

const user = {
  id: 7,
  email: 'v@example.com',
  first_name: 'V',
  last_name: '',
  is_staff: false,
  is_superuser: false,
  vendor: { id: 1, label: 'L', labelId: 1, country_code: 'AU' },
};

/** react-admin's proxy over the app's dataProvider with the rule, as the app builds it (src/App.tsx). */
const setup = () => {
  const authProvider = createAuthProvider(() => FEATURE_ACCESS);
  const raw = createDataProvider(buildEndpointMap(resources));
  const provider = withSessionRule(raw, authProvider.endSession);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext dataProvider={provider} authProvider={authProvider} store={memoryStore()} queryClient={queryClient}>
      {children}
    </AdminContext>
  );
  const { result } = renderHook(() => useDataProvider<AppDataProvider>(), { wrapper });
  return { proxy: result.current, raw };
};

/** Every api/v1 call but the identity answers `status` with DRF's body for it. */
const answerEverything = (status: number) =>
  server.use(
    route.get('*/api/v1/users/me/detailed', () => HttpResponse.json(user)),
    route.all('*/api/v1/*', () =>
      status === 502
        ? new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
            status,
            headers: { 'Content-Type': 'text/html' },
          })
        : HttpResponse.json({ detail: 'CSRF Failed: CSRF token missing or incorrect.' }, { status }),
    ),
  );

const call = (provider: AppDataProvider, method: string): Promise<unknown> => {
  const fn = (provider as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[method];
  return fn(...CALLS[method]);
};

describe('the session rule', () => {
  it('knows how to call every method of the dataProvider', () => {
    const methods = Object.keys(createDataProvider(buildEndpointMap(resources))).filter(
      name => name !== 'supportAbortSignal',
    );
    expect(methods.filter(name => !(name in CALLS))).toEqual([]);
  });

  describe.each([403, 502])('a %i', status => {
    it.each(Object.keys(CALLS))('on %s rejects, never resolves as a success', async method => {
      tokenStorage.set('token-1');
      answerEverything(status);
      const ends: string[] = [];
      const stop = onSessionEnd(end => ends.push(end));
      const { proxy } = setup();
      try {
        const outcome = await call(proxy, method).then(
          value => ({ resolved: value }),
          (error: unknown) => ({ rejected: error }),
        );
        expect(outcome).toHaveProperty('rejected');
        const error = (outcome as { rejected: unknown }).rejected;
        expect((error as { status?: number }).status).toBe(status);
        if (callRole(method, CALLS[method]) === 'own') {
          // The person's own call: the session ends (token gone, /login follows) and nothing is said.
          expect(isSessionEnded(error)).toBe(true);
          expect((error as Error).message).toBe('app.error.silent');
          expect(tokenStorage.get()).toBeNull();
          expect(ends).toEqual(['refused']);
        } else {
          // A public page's call: the session (if any) stays, and the failure is the caller's to report.
          expect(isSessionKept(error)).toBe(true);
          expect(tokenStorage.get()).toBe('token-1');
          expect(ends).toEqual([]);
        }
      } finally {
        stop();
      }
    });
  });

  it.each([401, 403, 502])('a side read answered %i rejects and keeps the session', async status => {
    tokenStorage.set('token-1');
    answerEverything(status);
    const { proxy } = setup();
    await expect(proxy.vendorSettings(SIDE_READ)).rejects.toMatchObject({ status, sessionKept: true });
    await expect(
      proxy.getList('banks', { ...crud, ...SIDE_READ } as Parameters<DataProvider['getList']>[1]),
    ).rejects.toMatchObject({ status, sessionKept: true });
    expect(tokenStorage.get()).toBe('token-1');
  });

  it("a PDF reprint answered 401 is that call's failure (the HTML does not exist yet), not a session end", async () => {
    tokenStorage.set('token-1');
    answerEverything(401);
    const { proxy } = setup();
    await expect(proxy.reprintSummary(1, 'pdf')).rejects.toMatchObject({ status: 401, sessionKept: true });
    expect(tokenStorage.get()).toBe('token-1');
    await expect(proxy.reprintSummary(1, 'html')).rejects.toMatchObject({ status: 401, sessionEnded: true });
    expect(tokenStorage.get()).toBeNull();
  });

  it('leaves other failures as they are: a 500 keeps its message and the session', async () => {
    tokenStorage.set('token-1');
    server.use(
      route.post('*/api/v1/applications/:id/reanalyse/', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })),
    );
    server.use(route.all('*/api/v1/*', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })));
    const { proxy } = setup();
    await expect(proxy.reanalyse(1)).rejects.toMatchObject({ status: 500, message: 'Boom' });
    expect(tokenStorage.get()).toBe('token-1');
  });
});
