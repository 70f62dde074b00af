import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { tokenStorage } from '../../../../src/providers/http';
import { server } from '../../../setup';
import labels from '../../../../src/resources/labels';
import { renderApp, signInAs } from '../../helpers';

const LABELS = '*/api/v1/dashboard/vendors/labels/';
const CONTACT_STAFF = 'If you want to create or edit a vendor label, please contact BankData staff.';

/** The data rows of the labels table, once loaded. */
const dataRows = async () => {
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
};

const openCreate = async () => {
  await signInAs('staff');
  const user = userEvent.setup();
  const { router } = renderApp('/labels/create');
  const input = await screen.findByRole('textbox', { name: /ref/i });
  return { user, input, router };
};

/** The form-level error shown above the form's inputs (not a toast). */
const formAlert = async (input: HTMLElement) => {
  const alert = await within(input.closest('form')!).findByRole('alert');
  expect(alert.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  return alert;
};

afterEach(() => vi.restoreAllMocks());

describe('Labels list', () => {
  it('gives staff the create, edit and delete controls', async () => {
    await signInAs('staff');
    renderApp('/labels');
    const rows = await dataRows();
    expect(screen.getByRole('columnheader', { name: /id/i })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /ref/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /create/i })).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: /edit/i })).toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: /delete/i })).toBeInTheDocument();
    expect(screen.queryByText(CONTACT_STAFF)).not.toBeInTheDocument();
    // The ref is the row's link to its edit form (issue 28): Tab reaches it, Enter opens it.
    const link = within(within(rows[0]).getByRole('rowheader')).getByRole('link', { name: /^Label, / });
    expect(link.getAttribute('href')).toMatch(/^\/labels\/[^/]+$/);
  });

  it('shows a vendor user the contact-staff message and no create, edit or delete control', async () => {
    await signInAs('vendor');
    const { router } = renderApp('/labels');
    const rows = await dataRows();
    expect(await screen.findByText(CONTACT_STAFF)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /create/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /edit/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
    // No row link for a reader: the ref is plain text.
    expect(within(within(rows[0]).getByRole('rowheader')).queryByRole('link')).toBeNull();
    await userEvent.click(within(rows[0]).getByRole('rowheader'));
    expect(router.state.location.pathname).toBe('/labels');
  });

  it('says "No data available" when there is no label', async () => {
    server.use(http.get(LABELS, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })));
    await signInAs('staff');
    renderApp('/labels');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('asks the API for 50 rows sorted by id', async () => {
    const queries: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && request.url.includes('/dashboard/vendors/labels/'))
        queries.push(new URL(request.url).searchParams);
    });
    await signInAs('staff');
    renderApp('/labels');
    await dataRows();
    expect(queries[0].get('page_size')).toBe('50');
    expect(queries[0].get('ordering')).toBe('id');
    server.events.removeAllListeners();
  });
});

describe('Label create', () => {
  it('refuses a ref of only spaces with the message', async () => {
    const { user, input } = await openCreate();
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Label ref must not be empty')).toBeInTheDocument();
  });

  it('creates a label cleaned of markup and lists it', async () => {
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/dashboard/vendors/labels/'))
        sent = await request.clone().json();
    });
    const { user, input } = await openCreate();
    await user.type(input, '<b>Broker</b> North');
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Broker North')).toBeInTheDocument();
    expect(sent).toEqual({ ref: 'Broker North' });
    server.events.removeAllListeners();
  });

  it('shows the server field error under the input and keeps the typed value', async () => {
    server.use(
      http.post(LABELS, () => HttpResponse.json({ ref: ['A label with this ref already exists.'] }, { status: 400 })),
    );
    const { user, input } = await openCreate();
    await user.type(input, 'Duplicate');
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('A label with this ref already exists.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /ref/i })).toHaveValue('Duplicate');
  });

  it('shows non_field_errors above the form and keeps the typed value', async () => {
    server.use(
      http.post(LABELS, () =>
        HttpResponse.json(
          { non_field_errors: ['A vendor has at most 5 labels.', 'Remove one first.'] },
          { status: 400 },
        ),
      ),
    );
    const { user, input } = await openCreate();
    await user.type(input, 'Sixth');
    await user.click(screen.getByRole('button', { name: /save/i }));
    const alert = await formAlert(input);
    expect(alert).toHaveTextContent('A vendor has at most 5 labels.');
    expect(alert).toHaveTextContent('Remove one first.');
    expect(screen.getByRole('textbox', { name: /ref/i })).toHaveValue('Sixth');
  });

  it('warns before leaving with unsaved changes, and stays when the user cancels', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, input, router } = await openCreate();
    await user.type(input, 'Half typed');
    await router.navigate('/applications');
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/labels/create');
    expect(screen.getByRole('textbox', { name: /ref/i })).toHaveValue('Half typed');
  });

  it('keeps the form and shows the failure above it and in one toast on a server failure', async () => {
    server.use(http.post(LABELS, () => HttpResponse.json({ detail: 'Database unavailable' }, { status: 500 })));
    const { user, input } = await openCreate();
    await user.type(input, 'Keep me');
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('An error occured: Not saved: Database unavailable')).toBeInTheDocument();
    expect(screen.getAllByText(/An error occured/)).toHaveLength(1);
    expect(await formAlert(screen.getByRole('textbox', { name: /ref/i }))).toHaveTextContent(
      'Not saved: Database unavailable',
    );
    expect(screen.getByRole('textbox', { name: /ref/i })).toHaveValue('Keep me');
  });
});

describe('Label edit and delete', () => {
  // The app preloads only the view its address names; the edit view is opened from the list. In the
  // browser it is in the chunk the list came in; here its modules are transformed on first use,
  // which takes seconds: loaded once before the stories, so that they time the screen, not that.
  beforeAll(() => labels.edit.preload(), 60_000);

  it('edits a label and shows the new ref in the list', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    renderApp('/labels');
    const [first] = await dataRows();
    await user.click(within(first).getByRole('link', { name: /edit/i }));
    const input = await screen.findByRole('textbox', { name: /ref/i });
    await waitFor(() => expect(input).not.toHaveValue(''));
    await user.clear(input);
    await user.type(input, 'Renamed label');
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByRole('rowheader', { name: 'Label, Renamed label' })).toBeInTheDocument();
  });

  it('edits a label when the server has no item GET (405): the record is read from the list', async () => {
    server.use(
      http.get(`${LABELS}:id/`, () => HttpResponse.json({ detail: 'Method "GET" not allowed.' }, { status: 405 })),
    );
    await signInAs('staff');
    const user = userEvent.setup();
    const { router } = renderApp('/labels');
    const [first] = await dataRows();
    // The ref is the row header; staff hear it after "Label, " (the row's link, issue 28).
    const ref = within(first)
      .getByRole('rowheader')
      .textContent!.replace(/^Label, /, '');
    await user.click(within(first).getByRole('link', { name: /edit/i }));
    const input = await screen.findByRole('textbox', { name: /ref/i });
    await waitFor(() => expect(input).toHaveValue(ref));
    await user.clear(input);
    await user.type(input, 'Renamed without item GET');
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByRole('rowheader', { name: 'Label, Renamed without item GET' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/labels');
  });

  it('keeps the edit form and shows the failure above it and in one toast when the save fails', async () => {
    server.use(http.put(`${LABELS}:id/`, () => HttpResponse.json({ detail: 'Server exploded' }, { status: 500 })));
    await signInAs('staff');
    const user = userEvent.setup();
    const { router } = renderApp('/labels');
    const [first] = await dataRows();
    await user.click(within(first).getByRole('link', { name: /edit/i }));
    const input = await screen.findByRole('textbox', { name: /ref/i });
    await waitFor(() => expect(input).not.toHaveValue(''));
    await user.clear(input);
    await user.type(input, 'Unsaved');
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('An error occured: Not saved: Server exploded')).toBeInTheDocument();
    expect(screen.getAllByText(/An error occured/)).toHaveLength(1);
    expect(await formAlert(input)).toHaveTextContent('Not saved: Server exploded');
    expect(screen.getByRole('textbox', { name: /ref/i })).toHaveValue('Unsaved');
    expect(router.state.location.pathname).not.toBe('/labels');
  });

  it('shows field errors under their fields and non_field_errors above the edit form', async () => {
    server.use(
      http.put(`${LABELS}:id/`, () =>
        HttpResponse.json(
          { ref: ['Ref is taken.'], non_field_errors: ['Labels are locked this week.'] },
          { status: 400 },
        ),
      ),
    );
    await signInAs('staff');
    const user = userEvent.setup();
    renderApp('/labels');
    const [first] = await dataRows();
    await user.click(within(first).getByRole('link', { name: /edit/i }));
    const input = await screen.findByRole('textbox', { name: /ref/i });
    await waitFor(() => expect(input).not.toHaveValue(''));
    await user.clear(input);
    await user.type(input, 'Taken');
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await formAlert(input)).toHaveTextContent('Labels are locked this week.');
    expect(input).toHaveAccessibleDescription('Ref is taken.');
    expect(input).toHaveValue('Taken');
  });

  it('warns before leaving the edit form with unsaved changes', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await signInAs('staff');
    const user = userEvent.setup();
    const { router } = renderApp('/labels');
    const [first] = await dataRows();
    await user.click(within(first).getByRole('link', { name: /edit/i }));
    const input = await screen.findByRole('textbox', { name: /ref/i });
    await waitFor(() => expect(input).not.toHaveValue(''));
    await user.type(input, ' more');
    await router.navigate('/applications');
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
  });

  it('deletes a label after confirmation', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    renderApp('/labels');
    const rows = await dataRows();
    const ref = within(rows[0])
      .getByRole('rowheader')
      .textContent!.replace(/^Label, /, '');
    await user.click(within(rows[0]).getByRole('button', { name: /delete/i }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: `Label, ${ref}` })).not.toBeInTheDocument());
    expect(screen.getAllByRole('row')).toHaveLength(rows.length);
  });
});

describe('A throttled label save', () => {
  it(
    'says how long to wait, above the form and in a toast, keeps the save button off that long, keeps what was typed and the session',
    { timeout: 40_000 },
    async () => {
      let puts = 0;
      server.use(
        http.put(`${LABELS}:id/`, () => {
          puts += 1;
          return HttpResponse.json(
            { detail: 'Request was throttled. Expected available in 7 seconds.' },
            { status: 429, headers: { 'Retry-After': '7' } },
          );
        }),
      );
      // Fake clock that still moves on its own, so react-admin's and MSW's own timers run.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        await signInAs('staff');
        const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
        const { router } = renderApp('/labels');
        const [first] = await dataRows();
        await user.click(within(first).getByRole('link', { name: /edit/i }));
        const input = await screen.findByRole('textbox', { name: /ref/i });
        await waitFor(() => expect(input).not.toHaveValue(''));
        await user.clear(input);
        await user.type(input, 'Throttled ref');
        await user.click(screen.getByRole('button', { name: /save/i }));

        expect(await formAlert(input)).toHaveTextContent('Not saved: Too many requests: try again in 7 s');
        expect(
          await screen.findByText('An error occured: Not saved: Too many requests: try again in 7 s'),
        ).toBeInTheDocument();
        // One toast: not a second one for the line above the form.
        expect(screen.getAllByText(/An error occured/)).toHaveLength(1);
        const save = screen.getByRole('button', { name: /save/i });
        expect(save).toBeDisabled();
        expect(save).toHaveAccessibleName(/7 s/);
        expect(input).toHaveValue('Throttled ref');

        await act(() => vi.advanceTimersByTimeAsync(3000));
        expect(screen.getByRole('button', { name: /save/i })).toBeDisabled();
        expect(screen.getByRole('button', { name: /save/i })).toHaveAccessibleName(/4 s/);

        await act(() => vi.advanceTimersByTimeAsync(4000));
        await waitFor(() => expect(screen.getByRole('button', { name: /save/i })).toBeEnabled());
        expect(screen.getByRole('button', { name: /save/i })).not.toHaveAccessibleName(/ s\)/);
        expect(screen.getByRole('textbox', { name: /ref/i })).toHaveValue('Throttled ref');
        expect(router.state.location.pathname).toMatch(/^\/labels\/\d+$/);
        expect(tokenStorage.get()).not.toBeNull();
        expect(puts).toBe(1);
      } finally {
        vi.useRealTimers();
      }
    },
  );
});
