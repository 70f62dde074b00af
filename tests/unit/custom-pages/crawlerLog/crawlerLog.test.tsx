import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../setup';
import { renderApp, signInAs } from '../../helpers';
import { PAGE_LOG_CRAWLER_UUID } from '../../../../src/demo/seed/crawlerLog';

const UUID = '11111111-2222-4333-8444-555555555555';
const OUTPUT = `*/api/v1/crawlers/crawler_output/${UUID}/`;

interface Line {
  sequence: number;
  type: string;
  message: string;
}
const entry = ({ sequence, type, message }: Line) => ({
  uuid: UUID,
  sequence,
  timestamp: `2026-11-20T10:00:${String(sequence % 60).padStart(2, '0')}Z`,
  elapsed: sequence / 10,
  type,
  message,
});
const page = (lines: Line[], next: string | null = null, count = lines.length) => ({
  count,
  next,
  previous: null,
  results: lines.map(entry),
});
const payload = (jobType: string, number: string, step: string, details: string | null = null) =>
  JSON.stringify({
    jobType,
    bsb: '062-000',
    number,
    step,
    status: step === 'end' ? 'completed' : 'pending',
    details,
    report: null,
  });

const BASIC: Line[] = [
  { sequence: 1, type: 'lifecycle', message: 'QUEUED' },
  { sequence: 2, type: 'lifecycle', message: 'RELEASED' },
  { sequence: 3, type: 'balances', message: payload('balances', '12345678', 'start') },
  { sequence: 4, type: 'log', message: 'Parsed 12 transactions from page 1' },
  { sequence: 5, type: 'balances', message: payload('balances', '12345678', 'end') },
  { sequence: 6, type: 'error', message: 'LOGIN_FAILED: nope' },
];

const requests = () => {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes('crawler_output')) urls.push(url);
  });
  return urls;
};

// jsdom lays nothing out: give the log's scroller a height and each row one, so the virtualiser
// draws the rows a browser would (about 600 / 30 plus the overscan).
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.logRow ? 30 : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'crawler-log-scroller' ? 600 : 0;
    },
  });
});
afterEach(() => server.events.removeAllListeners());

const logTable = () => screen.findByRole('table', { name: new RegExp(`Log of crawler`) }, { timeout: 8000 });
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map(row => row.textContent ?? '');

describe('Crawler log', () => {
  it('loads a demo log of one page, derives the job status and shows each line', async () => {
    const urls = requests();
    await signInAs('staff');
    renderApp(`/crawler/${PAGE_LOG_CRAWLER_UUID}`);
    expect(await screen.findByText('500 lines', {}, { timeout: 40000 })).toBeInTheDocument();
    expect(urls[0].searchParams.get('page_size')).toBe('500');
    const table = await logTable();
    expect(rowTexts(table)[0]).toContain('INITIAL');
    expect(screen.getByRole('heading', { name: 'Job status per account' })).toBeInTheDocument();
    expect(screen.getByText(/Logged in \(RELEASED\) at line 5/)).toBeInTheDocument();
    // The virtualiser keeps the DOM small: far fewer rows than lines.
    expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    // The first render of the app pays for the demo's seed: more room than the default.
  }, 60000);

  it('follows next to the end, shows every page and the status derived from all of them', async () => {
    server.use(
      http.get(OUTPUT, ({ request }) => {
        const url = new URL(request.url);
        return url.searchParams.get('page') === '2'
          ? HttpResponse.json(page(BASIC.slice(3), null, BASIC.length))
          : HttpResponse.json(
              page(BASIC.slice(0, 3), `${url.origin}${url.pathname}?page=2&page_size=500`, BASIC.length),
            );
      }),
    );
    await signInAs('staff');
    renderApp(`/crawler/${UUID}`);
    expect(await screen.findByText('6 lines', {}, { timeout: 8000 })).toBeInTheDocument();
    const table = await logTable();
    await waitFor(() => expect(rowTexts(table)).toHaveLength(6));
    const status = screen.getByRole('table', { name: 'Job status per account' });
    const account = within(status).getByRole('row', { name: /12345678/ });
    expect(
      within(account)
        .getAllByRole('cell')
        .map(cell => cell.textContent),
    ).toEqual(['completed', 'not requested', 'not requested', 'not requested', 'not requested', 'not requested']);
    // A payload shows as its fields.
    expect(rowTexts(table)[2]).toMatch(/job:\s*balances.*bsb:\s*062-000.*number:\s*12345678.*step:\s*start/);
  });

  it('lists the accounts in the order the log met them, and sorts them by the column whose header is clicked', async () => {
    const lines: Line[] = [
      { sequence: 1, type: 'lifecycle', message: 'RELEASED' },
      { sequence: 2, type: 'balances', message: payload('balances', '22222222', 'start') },
      { sequence: 3, type: 'balances', message: payload('balances', '11111111', 'start') },
      { sequence: 4, type: 'balances', message: payload('balances', '11111111', 'end') },
    ];
    server.use(http.get(OUTPUT, () => HttpResponse.json(page(lines))));
    await signInAs('staff');
    renderApp(`/crawler/${UUID}`);
    const status = await screen.findByRole('table', { name: 'Job status per account' }, { timeout: 8000 });
    const accounts = () =>
      within(status)
        .getAllByRole('rowheader')
        .map(cell => cell.textContent);
    expect(accounts()).toEqual(['062-000 22222222', '062-000 11111111']);
    fireEvent.click(within(status).getByRole('button', { name: /Sort by account ascending/ }));
    await waitFor(() => expect(accounts()).toEqual(['062-000 11111111', '062-000 22222222']));
    fireEvent.click(within(status).getByRole('button', { name: /Sort by balances/ }));
    await waitFor(() => expect(accounts()).toEqual(['062-000 11111111', '062-000 22222222']));
    fireEvent.click(within(status).getByRole('button', { name: /Sort by balances/ }));
    await waitFor(() => expect(accounts()).toEqual(['062-000 22222222', '062-000 11111111']));
  });

  it('says so when the crawler has no lines yet', async () => {
    server.use(http.get(OUTPUT, () => HttpResponse.json(page([]))));
    await signInAs('staff');
    renderApp(`/crawler/${UUID}`);
    expect(
      await screen.findByText('This crawler has written no log lines yet.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('tells an unknown uuid', async () => {
    await signInAs('staff');
    renderApp(`/crawler/${UUID}`);
    expect(
      await screen.findByText(`No crawler ${UUID}: there is no log for this uuid.`, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('tells a server error and retries', async () => {
    let fail = true;
    server.use(
      http.get(OUTPUT, () =>
        fail ? HttpResponse.json({ detail: 'Log store offline' }, { status: 500 }) : HttpResponse.json(page(BASIC)),
      ),
    );
    await signInAs('staff');
    renderApp(`/crawler/${UUID}`);
    expect(
      await screen.findByText('The log could not be loaded: Log store offline', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('6 lines', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('follows a next link without a page number, and shows a line without a sequence where it arrived', async () => {
    server.use(
      http.get(OUTPUT, ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('cursor') === 'abc') {
          const loose = { ...entry(BASIC[3]), sequence: 'n/a', message: 'A line the crawler did not number' };
          return HttpResponse.json({
            count: 7,
            next: null,
            previous: null,
            results: [entry(BASIC[2]), loose, ...BASIC.slice(3).map(entry)],
          });
        }
        return HttpResponse.json(page(BASIC.slice(0, 2), `${url.origin}${url.pathname}?cursor=abc`, 7));
      }),
    );
    await signInAs('staff');
    renderApp(`/crawler/${UUID}`);
    const table = await logTable();
    await waitFor(() => expect(rowTexts(table)).toHaveLength(7));
    const rows = rowTexts(table);
    expect(rows[3]).toContain('A line the crawler did not number');
    expect(rows[4]).toContain('Parsed 12 transactions');
  });

  it('does not follow a next link on another origin: says so and keeps the lines loaded', async () => {
    const urls = requests();
    server.use(
      http.get(OUTPUT, () => HttpResponse.json(page(BASIC.slice(0, 2), 'https://elsewhere.example/log?page=2', 10))),
    );
    await signInAs('staff');
    renderApp(`/crawler/${UUID}`);
    expect(
      await screen.findByText(/^The server sent the next page on another address/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    const table = await logTable();
    expect(rowTexts(table)).toHaveLength(2);
    expect(urls.every(url => !url.hostname.includes('elsewhere'))).toBe(true);
  });

  it('keeps the lines loaded when a later page fails', async () => {
    server.use(
      http.get(OUTPUT, ({ request }) => {
        const url = new URL(request.url);
        return url.searchParams.get('page') === '2'
          ? HttpResponse.json({ detail: 'Timeout' }, { status: 504 })
          : HttpResponse.json(page(BASIC.slice(0, 3), `${url.origin}${url.pathname}?page=2`, 6));
      }),
    );
    await signInAs('staff');
    renderApp(`/crawler/${UUID}`);
    expect(
      await screen.findByText(
        'Loading stopped after 3 lines: Timeout. The lines already loaded stay on screen.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(rowTexts(await logTable())).toHaveLength(3);
  });

  it('shows HTML, a payload that is not JSON and a megabyte line as text', async () => {
    const html = '<img src=x onerror="alert(1)"><b>Owner</b><script>alert(1)</script>';
    const lines: Line[] = [
      { sequence: 1, type: 'info', message: payload('account_owner_info', '1', 'progress', html) },
      { sequence: 2, type: 'log', message: '<h1>Maintenance</h1>' },
      { sequence: 3, type: 'balances', message: '{jobType: balances (not JSON)' },
      { sequence: 4, type: 'debug', message: `Page ${'y'.repeat(1024 * 1024)}` },
    ];
    server.use(http.get(OUTPUT, () => HttpResponse.json(page(lines))));
    await signInAs('staff');
    renderApp(`/crawler/${UUID}`);
    const table = await logTable();
    await waitFor(() => expect(rowTexts(table)).toHaveLength(4));
    expect(rowTexts(table)[0]).toContain(html);
    expect(rowTexts(table)[1]).toContain('<h1>Maintenance</h1>');
    expect(table.querySelector('img, script, h1, b')).toBeNull();
    expect(within(table).getByText('Payload is not JSON: shown as text')).toBeInTheDocument();
    expect(rowTexts(table)[2]).toContain('{jobType: balances (not JSON)');
    // The megabyte line: 1000 characters on screen, the whole line on demand.
    expect(rowTexts(table)[3].length).toBeLessThan(1200);
    fireEvent.click(within(table).getByRole('button', { name: 'Show the whole line 4' }));
    const dialog = await screen.findByRole('dialog', { name: `Line 4 (${1024 * 1024 + 5} characters)` });
    expect(within(dialog).getByTestId('crawler-log-whole-line').textContent).toHaveLength(1024 * 1024 + 5);
  });

  it('filters by type and text, both in the URL, and toggles to the per-job view', async () => {
    server.use(http.get(OUTPUT, () => HttpResponse.json(page(BASIC))));
    await signInAs('staff');
    const { router } = renderApp(`/crawler/${UUID}?type=error`);
    const table = await logTable();
    await waitFor(() => expect(rowTexts(table)).toEqual([expect.stringContaining('LOGIN_FAILED')]));
    expect(screen.getByText('1 of 6 lines shown')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the log' }), { target: { value: 'parsed 12' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=parsed+12'));
    await waitFor(() => expect(rowTexts(table)).toEqual([expect.stringContaining('Parsed 12 transactions')]));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(rowTexts(table)).toHaveLength(6));
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=jobs'));
    const collapse = await screen.findByRole('button', { name: 'Collapse balances 062-000 12345678' });
    fireEvent.click(collapse);
    await waitFor(() => expect(rowTexts(table).some(text => text.includes('Parsed 12'))).toBe(false));
    expect(screen.getByRole('button', { name: 'Expand balances 062-000 12345678' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('refreshes with limit 100 and size 100 and merges the new lines', async () => {
    const urls = requests();
    server.use(
      http.get(OUTPUT, ({ request }) => {
        const url = new URL(request.url);
        return url.searchParams.get('limit')
          ? HttpResponse.json(page([...BASIC.slice(4), { sequence: 7, type: 'lifecycle', message: 'COMPLETED' }]))
          : HttpResponse.json(page(BASIC));
      }),
    );
    await signInAs('staff');
    renderApp(`/crawler/${UUID}`);
    expect(await screen.findByText('6 lines', {}, { timeout: 8000 })).toBeInTheDocument();
    fireEvent.click(
      within(screen.getByRole('toolbar', { name: 'Log actions' })).getByRole('button', { name: 'Refresh' }),
    );
    expect(await screen.findByText('7 lines', {}, { timeout: 8000 })).toBeInTheDocument();
    const refresh = urls.find(url => url.searchParams.get('limit'));
    expect(refresh?.searchParams.get('limit')).toBe('100');
    expect(refresh?.searchParams.get('size')).toBe('100');
    expect(await screen.findByText('1 new lines')).toBeInTheDocument();
    expect(screen.getByText('Latest lifecycle status: COMPLETED')).toBeInTheDocument();
  });

  it('links Lookup to the application of the crawler', async () => {
    server.use(http.get(OUTPUT, () => HttpResponse.json(page(BASIC))));
    await signInAs('staff');
    renderApp(`/crawler/${UUID}`);
    expect(await screen.findByRole('link', { name: 'Lookup' }, { timeout: 8000 })).toHaveAttribute(
      'href',
      `/lookup?crawler_uuid=${UUID}`,
    );
  });

  it('is refused to a vendor, without calling the log endpoint', async () => {
    const urls = requests();
    await signInAs('vendor');
    renderApp(`/crawler/${UUID}`);
    expect(
      await screen.findByText('You are not authorised to access this page', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(urls).toHaveLength(0);
  });
});
