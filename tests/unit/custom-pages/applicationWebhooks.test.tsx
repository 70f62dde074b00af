import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { isApplicationId } from '../../../src/custom-pages/application-webhooks/ApplicationWebhooksPage';
import { httpClient } from '../../../src/providers/http';
import { server } from '../../setup';
import { renderApp, signInAs } from '../helpers';

const LOGS = '*/api/v1/webhooks/logs/:id';

const firstApplication = async () =>
  (
    await httpClient<{ results: { id: number; webhook_log: { event: string }[] }[] }>('applications/', {
      query: { analysed: 'true' },
    })
  ).json.results[0];

beforeEach(() => signInAs('vendor'));

describe('isApplicationId', () => {
  it.each([
    ['10001', true],
    ['1', true],
    ['0', false],
    ['abc', false],
    ['12a', false],
    ['-5', false],
    ['1.5', false],
    ['', false],
    [undefined, false],
  ])('%s -> %s', (value, expected) => expect(isApplicationId(value)).toBe(expected));
});

describe('application webhook logs (/application/:id)', () => {
  it('shows "Invalid Id" for a non-numeric id and makes no request', async () => {
    let asked = false;
    server.use(
      http.get(LOGS, () => {
        asked = true;
        return HttpResponse.json([]);
      }),
    );
    renderApp('/application/abc');
    expect(await screen.findByText('Invalid Id')).toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('lists the log with its columns, success coloured', async () => {
    const app = await firstApplication();
    renderApp(`/application/${app.id}`);
    expect(await screen.findByRole('heading', { name: `Webhook log of application ${app.id}` })).toBeInTheDocument();
    for (const column of ['Timestamp', 'Event', 'Response Code', 'Success']) {
      expect(await screen.findByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect((await screen.findAllByText(app.webhook_log[0].event)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Success').length).toBeGreaterThan(1);
    expect(screen.getByRole('link', { name: `Back to application ${app.id}` })).toHaveAttribute(
      'href',
      `/applications/${app.id}/show`,
    );
  });

  it('says "No data available" when the log is empty', async () => {
    server.use(http.get(LOGS, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })));
    renderApp('/application/10001');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it("tells an unknown (or another vendor's) application clearly", async () => {
    renderApp('/application/999999');
    expect(await screen.findByText('The webhook log could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('An error occured: Not found.')).toBeInTheDocument();
  });

  it('tells a server error with a toast and keeps the page', async () => {
    server.use(http.get(LOGS, () => HttpResponse.json({ detail: 'Database unavailable' }, { status: 500 })));
    renderApp('/application/10001');
    expect(await screen.findByText('An error occured: Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Webhook log of application 10001' })).toBeInTheDocument();
  });

  it('says "First N of M rows" when the log goes past the page cap, and loads the rest from the next link', async () => {
    // 25 pages of 2 rows: the cap (20 pages) stops at 40 of 50.
    server.use(
      http.get(LOGS, ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page') ?? '1');
        const results = [0, 1].map(i => ({
          timestamp: `2026-01-01T00:${String(page).padStart(2, '0')}:0${i}Z`,
          event: `event-${page}-${i}`,
          response_code: 200,
          success: true,
        }));
        const next = page < 25 ? `${url.origin}${url.pathname}?page=${page + 1}` : null;
        return HttpResponse.json({ count: 50, next, previous: null, results });
      }),
    );
    renderApp('/application/10001');
    const note = await screen.findByText('First 40 of 50 rows.', {}, { timeout: 8000 });
    expect(screen.getAllByText(/^event-/)).toHaveLength(40);
    fireEvent.click(
      within(note.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Load the rest' }),
    );
    await waitFor(() => expect(screen.getAllByText(/^event-/)).toHaveLength(50));
    expect(screen.getByText('event-25-1')).toBeInTheDocument();
    expect(screen.queryByText(/^First \d+ of/)).not.toBeInTheDocument();
  });
});
