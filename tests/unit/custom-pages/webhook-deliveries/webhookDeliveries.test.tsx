import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { tokenStorage } from '../../../../src/providers/http';
import { server } from '../../../setup';
import { asPhone, onePerPage, recordListQueries, renderApp, signInAs } from '../../helpers';

const APPS = '*/api/v1/applications/';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const entry = (event: string, success: boolean, code: number | null, age: number) => ({
  event,
  success,
  timestamp: ago(age),
  response_code: code,
});

/** An application row of docs/api.md#applications with the fields the screen reads. */
const app = (id: number, log: ReturnType<typeof entry>[], age = 2 * HOUR) => ({
  id,
  timestamp: ago(age),
  analysed: true,
  finalised: true,
  vendor: { name: 'Acme', country_code: 'AU' },
  vendor_label: 'acme-web',
  vendor_specific_id: `ACME-${id}`,
  webhook_log: log,
  profiles: [{ id: id * 10, accounts: [{ id: id * 100, analyses: [{ id: id * 1000, time: ago(age - MINUTE) }] }] }],
});

const ROWS = [
  app(1001, [
    entry('transactions_ready', true, 200, 90 * MINUTE),
    entry('bundle_ready', true, 200, 80 * MINUTE),
    entry('summary_ready', true, 200, 79 * MINUTE),
  ]),
  app(1002, [entry('transactions_ready', true, 200, 70 * MINUTE), entry('bundle_ready', false, 404, 60 * MINUTE)]),
  app(1003, [entry('summary_ready', false, 401, 50 * MINUTE)]),
  // Failed, then delivered on a later try: not failing any more.
  app(1004, [entry('bundle_ready', false, 500, 45 * MINUTE), entry('bundle_ready', true, 200, 40 * MINUTE)]),
  app(1005, [entry('report_ready', false, null, 30 * MINUTE)]),
  // Eight days old: its resend failed yesterday, and the 7-day rule refuses another.
  app(1006, [entry('bundle_ready', false, 502, DAY)], 8 * DAY),
];

const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

interface Sent {
  id: string;
  call: string;
}

/** Records every resend POST; `answer` decides each reply (200 with the specification's message by default). */
const resendCalls = (answer?: (sent: Sent, attempt: number) => Response | undefined) => {
  const sent: Sent[] = [];
  const reply = (call: string, detail: string) =>
    http.post(`*/api/v1/applications/:id/${call}/webhook`, ({ params }) => {
      const one = { id: String(params.id), call };
      sent.push(one);
      const attempt = sent.filter(s => s.id === one.id && s.call === call).length;
      return answer?.(one, attempt) ?? HttpResponse.json({ detail });
    });
  server.use(reply('bundle', 'Sent bundle and report_ready webhook'), reply('summary', 'Sent webhook summary webhook'));
  return sent;
};

const outcomeOf = (label: RegExp) =>
  within(screen.getByRole('region', { name: /Sends the bundle webhook/ }))
    .getByText(label)
    .closest('li')!;

let restore: (() => void) | undefined;
beforeEach(async () => {
  await signInAs('vendor');
  server.use(http.get(APPS, () => HttpResponse.json(page(ROWS))));
});
afterEach(() => {
  restore?.();
  restore = undefined;
});

const open = async () => {
  const view = renderApp('/webhook-deliveries');
  await screen.findByRole('heading', { name: 'Webhook deliveries' });
  await screen.findByRole('table', { name: 'Deliveries per event' }, { timeout: 5000 });
  return view;
};

describe('Webhook deliveries', () => {
  it('counts delivered and failed per event, and says the totals in words', async () => {
    await open();
    const counts = screen.getByRole('table', { name: 'Deliveries per event' });
    const row = (event: string) => within(counts).getByRole('rowheader', { name: event }).closest('tr')!;
    expect(
      within(row('bundle_ready'))
        .getAllByRole('cell')
        .map(cell => cell.textContent),
    ).toEqual(['2', '3']);
    expect(
      within(row('summary_ready'))
        .getAllByRole('cell')
        .map(cell => cell.textContent),
    ).toEqual(['1', '1']);
    expect(
      within(row('report_ready'))
        .getAllByRole('cell')
        .map(cell => cell.textContent),
    ).toEqual(['0', '1']);
    expect(
      within(row('transactions_ready'))
        .getAllByRole('cell')
        .map(cell => cell.textContent),
    ).toEqual(['2', '0']);
    expect(
      screen.getByText(
        '10 _ready deliveries in this window: 5 delivered, 5 failed; 4 applications have a failed latest delivery.',
      ),
    ).toBeInTheDocument();
  });

  it('groups the failures by response code with a plain cause', async () => {
    await open();
    const causes = screen.getByRole('table', { name: 'Failures by response code' });
    const cause = (code: string) => within(causes).getByRole('rowheader', { name: code }).closest('tr')!.textContent;
    expect(cause('404')).toBe('404Your endpoint path does not exist11');
    expect(cause('401')).toBe('401Your endpoint refused our credentials11');
    expect(cause('500')).toBe('500Your server failed11');
    expect(cause('502')).toBe('502Your server failed11');
    expect(cause('none')).toBe('noneTimed out (no answer)11');
  });

  it('"Latest _ready failed" (on at first) keeps the applications whose latest delivery of an event failed, each linked', async () => {
    await open();
    const rows = () => screen.getByRole('table', { name: 'Applications' });
    const filter = screen.getByRole('switch', { name: 'Latest _ready failed' });
    expect(filter).toBeChecked();
    const links = within(rows())
      .getAllByRole('link')
      .map(link => link.textContent);
    expect(links).toEqual(['Application 1005', 'Application 1003', 'Application 1002', 'Application 1006']);
    expect(within(rows()).getByRole('link', { name: 'Application 1002' })).toHaveAttribute(
      'href',
      '/applications/1002/show',
    );
    const row1002 = within(rows()).getByRole('link', { name: 'Application 1002' }).closest('tr')!;
    expect(row1002.textContent).toMatch(/bundle_ready failed .*: 404, Your endpoint path does not exist/);
    fireEvent.click(filter);
    expect(within(rows()).getAllByRole('link')).toHaveLength(6);
    expect(within(rows()).getByRole('link', { name: 'Application 1001' })).toBeInTheDocument();
    expect(within(rows()).getByRole('link', { name: 'Application 1004' })).toBeInTheDocument();
  });

  it('lists 50 applications at first and the rest on Show more', async () => {
    const many = Array.from({ length: 55 }, (_, n) =>
      app(4000 + n, [entry('bundle_ready', true, 200, (n + 1) * MINUTE)]),
    );
    server.use(http.get(APPS, () => HttpResponse.json(page(many))));
    await open();
    expect(screen.getByText('No application has a failed latest delivery in this window.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Latest _ready failed' }));
    const rows = () => screen.getByRole('table', { name: 'Applications' });
    expect(within(rows()).getAllByRole('link')).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 more (50 of 55 listed)' }));
    expect(within(rows()).getAllByRole('link')).toHaveLength(55);
    expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).not.toBeInTheDocument();
  });

  it('Resend sends the call each application needs, skips one past the 7-day rule, and tells each outcome', async () => {
    const sent = resendCalls();
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Resend 4 (at most 20)' }));
    await waitFor(() => expect(screen.getByText('3 done, 0 failed, 1 skipped')).toBeInTheDocument());
    expect(sent.map(s => `${s.id} ${s.call}`).sort()).toEqual(['1002 bundle', '1003 summary', '1005 bundle']);
    expect(outcomeOf(/Application 1002 \(bundle webhook\): done/)).toBeInTheDocument();
    expect(outcomeOf(/Application 1003 \(summary webhook\): done/)).toBeInTheDocument();
    expect(
      within(outcomeOf(/Application 1006 \(bundle webhook\): not sent/)).getByText(
        'Not sent: the application is more than 7 days old',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Sent bundle and report_ready webhook: 2. Sent webhook summary webhook: 1'),
    ).toBeInTheDocument();
  });

  it('tells each row its outcome when one fails with 500 and one is throttled (429, Retry-After) then sent', async () => {
    const sent = resendCalls(({ id }, attempt) => {
      if (id === '1002') return HttpResponse.json({ detail: 'Endpoint registry unavailable' }, { status: 500 });
      if (id === '1003' && attempt === 1)
        return HttpResponse.json(
          { detail: 'Request was throttled. Expected available in 1 second.' },
          { status: 429, headers: { 'Retry-After': '1' } },
        );
      return undefined;
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Resend 4 (at most 20)' }));
    await waitFor(() => expect(screen.getByText('2 done, 1 failed, 1 skipped')).toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(
      within(outcomeOf(/Application 1002 .*: failed/)).getByText('Endpoint registry unavailable'),
    ).toBeInTheDocument();
    expect(outcomeOf(/Application 1003 .*: done/)).toBeInTheDocument();
    expect(sent.filter(s => s.id === '1003')).toHaveLength(2);
  });

  it('sends at most 20 applications an action, says so on the button, and shows the rest not sent', async () => {
    const many = Array.from({ length: 25 }, (_, n) =>
      app(2000 + n, [entry('bundle_ready', false, 500, (n + 1) * MINUTE)]),
    );
    server.use(http.get(APPS, () => HttpResponse.json(page(many))));
    const sent = resendCalls();
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Resend 25 (at most 20)' }));
    await waitFor(() => expect(screen.getByText('20 done, 0 failed, 5 skipped')).toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(sent).toHaveLength(20);
    expect(screen.getAllByText('Not sent: one action sends at most 20')).toHaveLength(5);
  });

  it('a failed read after Resend keeps the outcomes and the rows, and says the failure with Retry', async () => {
    let reads = 0;
    server.use(
      http.get(APPS, () =>
        ++reads === 1
          ? HttpResponse.json(page(ROWS))
          : HttpResponse.json({ detail: 'Database unavailable' }, { status: 500 }),
      ),
    );
    resendCalls();
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Resend 4 (at most 20)' }));
    expect(
      await screen.findByText(/The webhook deliveries could not be loaded: .*Database unavailable/),
    ).toBeInTheDocument();
    expect(screen.getByText('3 done, 0 failed, 1 skipped')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Applications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('a 403 on a resend ends the session: back to sign-in, and nothing says it was sent', async () => {
    resendCalls(() =>
      HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 }),
    );
    const { router } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Resend 4 (at most 20)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(tokenStorage.get()).toBeNull();
    expect(screen.queryByText(/Sent bundle and report_ready webhook/)).not.toBeInTheDocument();
    expect(screen.queryByText(/: done/)).not.toBeInTheDocument();
  });

  it('reads the chosen window: the applications started since then', async () => {
    const queries = recordListQueries('/applications/');
    await open();
    const week = Date.parse(queries.at(-1)!.get('timestamp')!);
    expect(Date.now() - week).toBeGreaterThanOrEqual(7 * DAY - MINUTE);
    expect(Date.now() - week).toBeLessThan(7 * DAY + MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Last 24 hours' }));
    await waitFor(() => expect(Date.now() - Date.parse(queries.at(-1)!.get('timestamp')!)).toBeLessThan(DAY + MINUTE));
    expect(queries.at(-1)!.get('ordering')).toBe('-timestamp');
  });

  it('says a window read past the pages the client reads, with Load the rest', async () => {
    server.use(
      http.get(
        APPS,
        onePerPage(n => app(3000 + n, [entry('bundle_ready', false, 404, n * MINUTE)])),
      ),
    );
    await open();
    expect(await screen.findByText('First 20 of 21 rows.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load the rest' }));
    await waitFor(() => expect(screen.queryByText('First 20 of 21 rows.')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Resend 21 (at most 20)' })).toBeInTheDocument();
  });

  it('says so when no _ready webhook was sent in the window', async () => {
    server.use(http.get(APPS, () => HttpResponse.json(page([]))));
    renderApp('/webhook-deliveries');
    expect(
      await screen.findByText('No _ready webhook was sent for the applications of this window.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
  });

  it("shows the server's message and a Retry when the applications cannot be read", async () => {
    let fail = true;
    server.use(
      http.get(APPS, () =>
        fail ? HttpResponse.json({ detail: 'Database unavailable' }, { status: 500 }) : HttpResponse.json(page(ROWS)),
      ),
    );
    renderApp('/webhook-deliveries');
    expect(
      await screen.findByText(/The webhook deliveries could not be loaded: .*Database unavailable/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No _ready webhook/)).not.toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Deliveries per event' })).toBeInTheDocument();
  });

  it('shows a skeleton while the applications load', async () => {
    server.use(
      http.get(APPS, async () => {
        await new Promise(resolve => setTimeout(resolve, 1500));
        return HttpResponse.json(page(ROWS));
      }),
    );
    renderApp('/webhook-deliveries');
    expect(await screen.findByRole('progressbar', { name: 'Loading rows' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Deliveries per event' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the applications as cards on a phone, each linking to its application', async () => {
    restore = asPhone();
    await open();
    const cards = screen.getAllByTestId('delivery-card');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]).getByRole('link', { name: /^Application \d+$/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/applications\/\d+\/show$/),
    );
    expect(screen.queryByRole('table', { name: 'Applications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Failures by response code' })).not.toBeInTheDocument();
    expect(
      screen.getByText('404: Your endpoint path does not exist. 1 failed deliveries, 1 applications'),
    ).toBeInTheDocument();
  });
});
