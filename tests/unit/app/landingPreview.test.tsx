import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { askLandingPageEarly, previewLandingPage } from '../../../src/app/landingPage';
import { PREVIEW_WAIT_MS } from '../../../src/App';
import { authProvider } from '../../../src/app';
import { landingPreview, type LandingAnswers } from '../../../src/lib/landingPreview';
import { createAuthProvider, type AppIdentity } from '../../../src/providers/authProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { columnsStoreKey, createPrefsStore } from '../../../src/lib/listPrefs';
import { APPLICATION_COLUMNS } from '../../../src/resources/applications/applicationColumns';
import englishMessages from 'ra-language-english';
import { rowActions } from '../../../src/i18n/screens/rowActions';
import { server } from '../../setup';
import { drfPage, mockMatchMedia, recordListQueries, renderApp, signInAs } from '../helpers';

/**
 * The landing list's rows drawn from the entry's early answer while the signed-in app loads
 * (app/LandingPreview.tsx, lib/landingPreview.ts), and the app taking over from them.
 */

let restoreMedia: () => void;
beforeEach(() => {
  // A desktop window, wide enough for the docked menu beside the list.
  restoreMedia = mockMatchMedia(query => query.includes('min-width: 900px'));
});
afterEach(() => {
  restoreMedia();
  landingPreview.end();
  server.events.removeAllListeners();
  localStorage.clear();
});

const ask = (search = '?perPage=20'): LandingAnswers => {
  const answers = askLandingPageEarly({ pathname: '/applications', search });
  if (!answers) throw new Error('the landing list was not asked for');
  return answers;
};

/** Starts the preview of what was asked and waits until it is drawn or given up. */
const settle = async (answers: LandingAnswers) => {
  previewLandingPage(answers);
  await waitFor(() => expect(landingPreview.get().phase).not.toBe('waiting'), { timeout: 5_000 });
  return landingPreview.get();
};

/** The preview alone, in react-admin's context as the app gives it. */
const renderPreview = (store = memoryStore(), path = '/applications') => {
  const state = landingPreview.get();
  if (state.phase !== 'shown') throw new Error(`no preview (${state.phase})`);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider} store={store}>
        {state.view}
      </AdminContext>
    </MemoryRouter>,
  );
};

/** Each body row's cells as a person reads them (text only; a row link's screen-reader name left out). */
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map(row =>
      [...row.children].map(cell => {
        const copy = cell.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.row-link-name').forEach(name => name.remove());
        return copy.textContent ?? '';
      }),
    );

/** The links in the first row's header cell as they are styled (jsdom: as declared): colour and underline. */
const linkLooks = (table: HTMLElement) =>
  within(within(table).getAllByRole('row')[1])
    .queryAllByRole('rowheader')
    .flatMap(header => within(header).queryAllByRole('link'))
    .map(link => {
      const style = getComputedStyle(link);
      return { color: style.color, underline: style.textDecorationLine || style.textDecoration };
    });

const headerTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map(header => header.textContent ?? '');

describe('the landing preview', () => {
  it('draws the first page as the list then shows it: the same columns, rows and cell texts', async () => {
    await signInAs('vendor');
    expect((await settle(ask())).phase).toBe('shown');
    renderPreview();
    const preview = screen.getByRole('table');
    const previewRows = rowTexts(preview);
    const previewHeaders = headerTexts(preview);
    expect(previewRows).toHaveLength(20);
    cleanup();
    landingPreview.end();

    renderApp('/applications?perPage=20');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBe(21), { timeout: 10_000 });
    const list = screen.getByRole('table');
    expect(previewHeaders).toEqual(headerTexts(list));
    // Once the list has its bank names too (the preview waited for them: no name comes later there).
    await waitFor(() => expect(previewRows).toEqual(rowTexts(list)));
    expect(previewRows.map(cells => cells[4]).filter(Boolean)).toHaveLength(20);
  });

  it.each([
    ['/crawlers', 'vendor'],
    ['/crawlers', 'staff'],
    ['/analyses', 'vendor'],
    ['/labels', 'vendor'],
    ['/labels', 'staff'],
    ['/tokens', 'vendor'],
  ] as const)('draws %s as its list then shows it (%s): the same columns, rows and cell texts', async (path, who) => {
    await signInAs(who);
    const answers = askLandingPageEarly({ pathname: path, search: '' });
    expect(answers?.landing.name).toBe(path.slice(1));
    expect((await settle(answers!)).phase).toBe('shown');
    renderPreview(memoryStore(), path);
    const preview = screen.getByRole('table');
    const previewRows = rowTexts(preview);
    const previewHeaders = headerTexts(preview);
    const previewLinks = linkLooks(preview);
    expect(previewRows.length).toBeGreaterThan(1);
    cleanup();
    landingPreview.end();

    renderApp(path);
    await waitFor(() => expect(screen.getAllByRole('row').length).toBe(previewRows.length + 1), { timeout: 10_000 });
    const list = screen.getByRole('table');
    expect(previewHeaders).toEqual(headerTexts(list));
    await waitFor(() => expect(previewRows).toEqual(rowTexts(list)));
    // A link in a cell keeps its colour and underline at the take-over.
    expect(previewLinks).toEqual(linkLooks(list));
  });

  it('draws Bank Modules for staff as its list then shows it: the same columns and texts, the ratios waiting', async () => {
    await signInAs('staff');
    const answers = askLandingPageEarly({ pathname: '/bankmodules', search: '' });
    expect(answers?.landing.name).toBe('bankmodules');
    expect((await settle(answers!)).phase).toBe('shown');
    renderPreview(memoryStore(), '/bankmodules');
    const preview = screen.getByRole('table');
    const previewRows = rowTexts(preview);
    const previewHeaders = headerTexts(preview);
    expect(previewRows.length).toBeGreaterThan(1);
    // The switches and the Edit button are not drawn (they would not answer yet), the ratios wait.
    expect(within(preview).queryAllByRole('switch')).toHaveLength(0);
    expect(within(preview).queryAllByRole('button')).toHaveLength(0);
    cleanup();
    landingPreview.end();

    renderApp('/bankmodules');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBe(previewRows.length + 1), { timeout: 10_000 });
    const list = screen.getByRole('table');
    expect(previewHeaders).toEqual(headerTexts(list));
    // Every cell but the four ratios' (Completed to Timed out) reads as the list's.
    const RATIOS = [7, 8, 9, 10];
    const withoutRatios = (rows: string[][]) => rows.map(cells => cells.filter((_, index) => !RATIOS.includes(index)));
    await waitFor(() => expect(withoutRatios(previewRows)).toEqual(withoutRatios(rowTexts(list))));
    expect(previewRows.every(cells => RATIOS.every(index => cells[index] === ''))).toBe(true);
  });

  it('asks a vendor for no Bank Modules page and draws nothing: the screen refuses them', async () => {
    await signInAs('vendor');
    const asked = recordListQueries('/api/v1/bank/');
    const answers = askLandingPageEarly({ pathname: '/bankmodules', search: '' });
    expect((await settle(answers!)).phase).toBe('off');
    await new Promise(resolve => setTimeout(resolve, 200));
    expect(asked).toHaveLength(0);
  });

  it('draws no staff list for someone this browser knew as staff whose identity now says otherwise', async () => {
    await signInAs('vendor');
    // This token's last identity said staff (kept by the browser: the list is asked for at once) ...
    await createAuthProvider(
      () => ({}),
      async () => ({ status: 200, headers: new Headers(), json: { is_staff: true, vendor: { id: 1 } } as never }),
    ).level();
    // ... and the server still answers the list, but the identity now says vendor: nothing is drawn.
    server.use(http.get('*/api/v1/bank/', () => HttpResponse.json(drfPage([{ id: 1, name: 'ASB', totals: 3 }]))));
    const answers = askLandingPageEarly({ pathname: '/bankmodules', search: '' });
    expect((await settle(answers!)).phase).toBe('off');
  });

  it('draws nothing for a whole list that comes in pages: the dataProvider reads them all, the app shows them', async () => {
    await signInAs('vendor');
    server.use(
      http.get('*/api/v1/users/me/tokens', () =>
        HttpResponse.json({
          count: 3,
          next: 'http://localhost:3000/api/v1/users/me/tokens?page=2',
          previous: null,
          results: [{ id: 1, name: 'Zed' }],
        }),
      ),
    );
    const answers = askLandingPageEarly({ pathname: '/tokens', search: '' });
    expect((await settle(answers!)).phase).toBe('off');
  });

  it("holds react-admin's Edit and Delete buttons' room with react-admin's own words", () => {
    expect(rowActions.ra.action).toEqual({
      edit: englishMessages.ra.action.edit,
      delete: englishMessages.ra.action.delete,
    });
  });

  it('leaves out the columns the person hid with the column chooser, and Full Name for a viewer who may not see it', async () => {
    await signInAs('vendor');
    const store = memoryStore();
    // The vendor's own choice, where the list keeps it (lib/listPrefs, per user).
    const identity = (await authProvider.getIdentity!()) as AppIdentity;
    const ids = APPLICATION_COLUMNS.filter(column => identity.show_pii || !column.pii).map(column => column.id);
    createPrefsStore(store, { userId: identity.id }).setItem(columnsStoreKey('applications', ids), ['initiator']);
    await settle(ask());
    renderPreview(store);
    const headers = headerTexts(screen.getByRole('table'));
    expect(headers).not.toContain('Initiator');
    expect(headers).toContain('Vendor Specific Id');
    expect(headers.includes('Full Name')).toBe(!!identity.show_pii);
  });

  it('leaves a column choice it cannot read where it is, for the list to drop and report', async () => {
    await signInAs('vendor');
    const identity = (await authProvider.getIdentity!()) as AppIdentity;
    const ids = APPLICATION_COLUMNS.filter(column => identity.show_pii || !column.pii).map(column => column.id);
    const key = `BankData.prefs.${identity.id}.${columnsStoreKey('applications', ids)}`;
    localStorage.setItem(key, '{"broken');
    await settle(ask());
    renderPreview();
    expect(headerTexts(screen.getByRole('table'))).toContain('Initiator');
    expect(localStorage.getItem(key)).toBe('{"broken');
  });

  it('reads a bare list answer as the dataProvider does, paged on this side', async () => {
    await signInAs('vendor');
    server.use(
      http.get('*/api/v1/applications/', () =>
        HttpResponse.json(
          [3, 1, 2].map(id => ({
            id,
            timestamp: `2026-11-0${id}T10:00:00Z`,
            vendor: { name: 'Acme Lending' },
            vendor_specific_id: `ACME-${id}`,
            profiles: [],
          })),
        ),
      ),
    );
    await settle(ask('?perPage=20'));
    renderPreview();
    const ids = rowTexts(screen.getByRole('table')).map(cells => cells.find(text => text.startsWith('ACME-')));
    // Newest first, the list's default sort.
    expect(ids).toEqual(['ACME-3', 'ACME-2', 'ACME-1']);
  });

  it.each([
    ['an empty first page', () => http.get('*/api/v1/applications/', () => HttpResponse.json(drfPage([])))],
    [
      'a failed list answer',
      () => http.get('*/api/v1/applications/', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })),
    ],
    [
      'a refused list answer',
      () => http.get('*/api/v1/applications/', () => HttpResponse.json({ detail: 'No' }, { status: 403 })),
    ],
    ['a failed banks answer', () => http.get('*/api/v1/banks', () => HttpResponse.json({}, { status: 502 }))],
  ])('draws nothing on %s: the app shows its own', async (_, handler) => {
    await signInAs('vendor');
    server.use(handler());
    expect((await settle(ask())).phase).toBe('off');
  });

  it('draws nothing in a window too narrow for the docked menu, nor for a user who must sign up first', async () => {
    await signInAs('vendor');
    restoreMedia();
    restoreMedia = mockMatchMedia(() => false);
    expect((await settle(ask())).phase).toBe('off');
    restoreMedia();
    restoreMedia = mockMatchMedia(query => query.includes('min-width: 900px'));
    await signInAs('nobody');
    expect((await settle(ask())).phase).toBe('off');
  });
});

describe('the app taking over from the preview', () => {
  it('starts under the preview, out of reach, and shows its list in place of it: one table, asked for once', async () => {
    await signInAs('vendor');
    const queries = recordListQueries('/applications/');
    const answers = ask();
    previewLandingPage(answers);
    renderApp('/applications?perPage=20');
    // The preview's rows first, the app under them hidden from people and assistive technology.
    const busy = await screen.findByRole('table');
    expect(busy.closest('[aria-busy="true"]')).not.toBeNull();
    // Then the list's own rows, in their place: the preview is gone.
    await waitFor(() => expect(document.querySelector('[aria-busy="true"] table')).toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBe(21));
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.getByRole('table').closest('[inert]')).toBeNull();
    expect(screen.getByRole('table').closest('[style*="hidden"]')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
    // The list took the early answer: the page was asked for once.
    expect(queries).toHaveLength(1);
  });

  it(
    'answers slower than the wait still draw the preview, the app started meanwhile; the list then ends it',
    { timeout: 30_000 },
    async () => {
      await signInAs('vendor');
      // Returning nothing after the wait hands the request on to the demo API.
      server.use(http.get('*/api/v1/applications/', async () => void (await delay(PREVIEW_WAIT_MS + 500))));
      const phases: string[] = [];
      const stop = landingPreview.subscribe(() => phases.push(landingPreview.get().phase));
      previewLandingPage(ask());
      renderApp('/applications?perPage=20');
      await waitFor(() => expect(screen.getAllByRole('row').length).toBe(21), { timeout: 20_000 });
      await waitFor(() => expect(document.querySelector('[aria-busy="true"] table')).toBeNull());
      stop();
      expect(phases).toContain('shown');
      expect(landingPreview.get().phase).toBe('off');
    },
  );

  it('a row clicked in the preview opens its application', async () => {
    await signInAs('vendor');
    previewLandingPage(ask());
    const { router } = renderApp('/applications?perPage=20');
    const table = await screen.findByRole('table');
    expect(table.closest('[aria-busy="true"]')).not.toBeNull();
    const row = within(table).getAllByRole('row')[1];
    const id = row.getAttribute('data-id');
    act(() => {
      fireEvent.click(row.querySelectorAll('td')[4]);
    });
    expect(router.state.location.pathname).toBe(`/applications/${id}/show`);
    await waitFor(() => expect(document.querySelector('[aria-busy="true"] table')).toBeNull());
  });

  it("a staff member's click on a crawler's uuid in the preview opens its log inside the app; a vendor's uuid is no link", async () => {
    await signInAs('staff');
    previewLandingPage(askLandingPageEarly({ pathname: '/crawlers', search: '' })!);
    const { router } = renderApp('/crawlers');
    const table = await screen.findByRole('table');
    expect(table.closest('[aria-busy="true"]')).not.toBeNull();
    const link = within(within(table).getAllByRole('row')[1]).getByRole('link');
    const uuid = link.textContent ?? '';
    expect(link).toHaveAttribute('href', `/crawler/${uuid}`);
    const clicked = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(clicked);
    });
    // Followed by the app's router: no page load.
    expect(clicked.defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe(`/crawler/${uuid}`);
    cleanup();
    landingPreview.end();

    await signInAs('vendor');
    previewLandingPage(askLandingPageEarly({ pathname: '/crawlers', search: '' })!);
    renderApp('/crawlers');
    const vendorTable = await screen.findByRole('table');
    expect(vendorTable.closest('[aria-busy="true"]')).not.toBeNull();
    expect(within(vendorTable).queryAllByRole('link')).toHaveLength(0);
  });
});
