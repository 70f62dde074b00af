import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { AdminContext, memoryStore, useNotificationContext, useTranslate, type AuthProvider } from 'react-admin';
import { WatchButton, WatchesMenu, WatchRunner } from '../../../src/components/watch';
import { WATCH_LIMIT } from '../../../src/lib/watches';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { withSessionRule } from '../../../src/providers/sessionRule';
import { screenI18nProvider as i18nProvider } from '../helpers';
import { server } from '../../setup';

/**
 * Watching an application (docs/product.md#tables, "Watch"): the app reads it at the poll rate and
 * says when its run completes or fails, in the app and by the browser's notification when allowed.
 */

const APPLICATION = '*/api/v1/applications/:id/';

/** The application as `applications/{id}/` answers it, its run in `status` (one profile's crawler). */
const application = (id: number, status: string) => ({
  id,
  timestamp: '2026-01-01T10:00:00Z',
  analysed: false,
  finalised: false,
  profiles: [{ id: 1, crawler: { uuid: `c-${id}`, status } }],
});

/** The API's run status of each application, changed by the test; every read is counted. */
const serve = (statuses: Record<number, string>) => {
  const reads: number[] = [];
  server.use(
    http.get(APPLICATION, ({ params }) => {
      const id = Number(params.id);
      reads.push(id);
      return HttpResponse.json(application(id, statuses[id]));
    }),
  );
  return reads;
};

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  getIdentity: async () => ({ id: 7, fullName: 'Vendor' }),
};

/** Every message the app notified, in words. */
const Said = () => {
  const { notifications } = useNotificationContext();
  const translate = useTranslate();
  return (
    <ul aria-label="said">
      {notifications.map((each, index) => (
        <li key={index}>{translate(each.message as string, each.notificationOptions?.messageArgs)}</li>
      ))}
    </ul>
  );
};

const renderWatch = (records: { id: number; status: string }[], store = memoryStore()) =>
  render(
    <AdminContext
      dataProvider={withSessionRule(createDataProvider({ applications: { path: 'applications/' } }), endSession)}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      {records.map(record => (
        <WatchButton key={record.id} record={application(record.id, record.status)} />
      ))}
      <WatchesMenu />
      <WatchRunner />
      <Said />
    </AdminContext>,
  );

const endSession = vi.fn();

const said = () => screen.getByRole('list', { name: 'said' }).textContent ?? '';

/** The browser's Notification: `answer` is what the person says when asked; what it showed is kept. */
const browser = (answer: NotificationPermission, start: NotificationPermission = 'default') => {
  const shown: string[] = [];
  const asked = vi.fn(async () => {
    Fake.permission = answer;
    return answer;
  });
  class Fake {
    static permission: NotificationPermission = start;
    static requestPermission = asked;
    constructor(title: string) {
      shown.push(title);
    }
  }
  vi.stubGlobal('Notification', Fake);
  return { shown, asked };
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(31_000));

describe('a watched application', () => {
  it('tells, in the app and by the browser, when its run completes; asks the browser once', async () => {
    const statuses = { 12000: 'PROCESSING', 12001: 'QUEUED' };
    const reads = serve(statuses);
    const { shown, asked } = browser('granted');
    renderWatch([
      { id: 12000, status: 'PROCESSING' },
      { id: 12001, status: 'QUEUED' },
    ]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const watch = await screen.findAllByRole('button', { name: 'Watch' });
    await user.click(watch[0]);
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Stop watching' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Watch' }));
    expect(asked).toHaveBeenCalledTimes(1);

    // Still running: nothing said.
    await nextPoll();
    await waitFor(() => expect(reads.filter(id => id === 12000)).toHaveLength(1));
    expect(said()).not.toMatch(/run completed/);

    statuses[12000] = 'COMPLETED';
    await nextPoll();
    await waitFor(() => expect(said()).toContain('Application 12000: run completed'));
    expect(shown).toEqual(['Application 12000: run completed']);

    // Said once: the next poll finds it completed still.
    await nextPoll();
    expect(said().match(/Application 12000: run completed/g)).toHaveLength(1);
    expect(shown).toHaveLength(1);
  });

  it('tells when its run fails, with the failure code', async () => {
    const statuses = { 12000: 'AUTH' };
    serve(statuses);
    const { shown } = browser('granted', 'granted');
    renderWatch([{ id: 12000, status: 'AUTH' }]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Watch' }));
    statuses[12000] = 'DIED';
    await nextPoll();
    await waitFor(() => expect(said()).toContain('Application 12000: run failed: DIED'));
    expect(shown).toEqual(['Application 12000: run failed: DIED']);
  });

  it('refused browser notifications: told in the app only, and the refusal said once', async () => {
    const statuses = { 12000: 'PROCESSING', 12001: 'PROCESSING' };
    serve(statuses);
    const { shown, asked } = browser('denied');
    renderWatch([
      { id: 12000, status: 'PROCESSING' },
      { id: 12001, status: 'PROCESSING' },
    ]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const [first] = await screen.findAllByRole('button', { name: 'Watch' });
    await user.click(first);
    await waitFor(() => expect(said()).toContain('Browser notifications are off for this site'));
    await user.click(screen.getByRole('button', { name: 'Watch' }));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(said().match(/Browser notifications are off/g)).toHaveLength(1);

    statuses[12001] = 'COMPLETED';
    await nextPoll();
    await waitFor(() => expect(said()).toContain('Application 12001: run completed'));
    expect(shown).toEqual([]);
  });

  it('asks nothing while the tab is hidden', async () => {
    const reads = serve({ 12000: 'PROCESSING' });
    browser('granted', 'granted');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    renderWatch([{ id: 12000, status: 'PROCESSING' }]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Watch' }));
    visibility.mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(reads).toEqual([]);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    // Shown again after more than 30 s: one read at once, the next 30 s later.
    await waitFor(() => expect(reads).toEqual([12000]));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(reads).toEqual([12000]);
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    await waitFor(() => expect(reads).toEqual([12000, 12000]));
    visibility.mockRestore();
  });
});

describe('a watch read the server refuses', () => {
  it('is a side read: a 401 ends no session, and the next poll reads again', async () => {
    const statuses = { 12000: 'PROCESSING' };
    serve(statuses);
    browser('granted', 'granted');
    renderWatch([{ id: 12000, status: 'PROCESSING' }]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Watch' }));
    server.use(
      http.get(APPLICATION, () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 }), { once: true }),
    );
    statuses[12000] = 'COMPLETED';
    await nextPoll();
    expect(endSession).not.toHaveBeenCalled();
    expect(said()).not.toContain('run completed');
    await nextPoll();
    await waitFor(() => expect(said()).toContain('Application 12000: run completed'));
    expect(endSession).not.toHaveBeenCalled();
  });
});

describe('the watches', () => {
  it(`are at most ${WATCH_LIMIT}, said when one more is asked for; listed and removable`, async () => {
    serve({});
    browser('granted', 'granted');
    const store = memoryStore({
      'watches.7': Array.from({ length: WATCH_LIMIT }, (_, index) => ({ id: 100 + index, status: 'COMPLETED' })),
    });
    renderWatch([{ id: 12000, status: 'PROCESSING' }], store);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Watch' }));
    await waitFor(() => expect(said()).toContain(`At most ${WATCH_LIMIT} applications can be watched`));
    expect(screen.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: `Watching ${WATCH_LIMIT} (at most ${WATCH_LIMIT})` }));
    await user.click(screen.getByRole('menuitem', { name: 'Stop watching application 100 (COMPLETED)' }));
    expect(screen.queryByRole('menuitem', { name: /application 100 / })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Watch' }));
    expect(screen.getByRole('button', { name: 'Stop watching' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Watching ${WATCH_LIMIT} (at most ${WATCH_LIMIT})` }),
    ).toBeInTheDocument();
  });
});
