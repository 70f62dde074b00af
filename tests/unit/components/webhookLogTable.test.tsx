import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpClient } from '../../../src/providers/http';
import { renderApp, signInAs } from '../helpers';

/** The header and body cells of a table, row by row. */
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map(row => [...row.querySelectorAll('th, td')].map(cell => cell.textContent));

describe('the webhook log', () => {
  it('is the same table in the application view and on its webhook-logs page: spec columns, newest first', async () => {
    await signInAs('vendor');
    const { json } = await httpClient<{ results: { id: number; webhook_log: unknown[] }[] }>('applications/', {
      query: { analysed: 'true' },
    });
    const app = json.results.find(row => row.webhook_log.length > 1)!;

    renderApp(`/application/${app.id}`);
    await screen.findByRole('heading', { name: `Webhook log of application ${app.id}` });
    const onPage = cellsOf(await screen.findByRole('table'));

    cleanup();
    renderApp(`/applications/${app.id}/show`);
    const card = await screen.findByRole('table', { name: 'Webhook Log' }, { timeout: 15_000 });
    const inView = cellsOf(card);

    expect(onPage[0]).toEqual(['Timestamp', 'Event', 'Response Code', 'Success']);
    expect(inView).toEqual(onPage);
    const times = onPage.slice(1).map(row => row[0]!);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('sorting the webhook log', () => {
  it('sorts by the column whose header is clicked, and back the other way on a second click', async () => {
    await signInAs('vendor');
    const { json } = await httpClient<{ results: { id: number; webhook_log: { event: string }[] }[] }>(
      'applications/',
      { query: { analysed: 'true' } },
    );
    const app = json.results.find(row => new Set(row.webhook_log.map(entry => entry.event)).size > 1)!;
    renderApp(`/application/${app.id}`);
    const table = await screen.findByRole('table');
    const events = () =>
      cellsOf(table)
        .slice(1)
        .map(row => row[1]!);
    const sorted = [...events()].sort();

    await userEvent.click(within(table).getByRole('button', { name: /event/i }));
    await waitFor(() => expect(events()).toEqual(sorted));
    await userEvent.click(within(table).getByRole('button', { name: /event/i }));
    await waitFor(() => expect(events()).toEqual([...sorted].reverse()));
  });
});
