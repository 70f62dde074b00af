import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../setup';
import { asPhone, drfPage, renderApp, signInAs } from '../../helpers';
import { apiApplication } from '../../fixtures/apiApplication';

const APPLICATIONS = '*/api/v1/applications/';

const row = (id: number) => apiApplication(id);

const showApplications = async (ids = [12000, 12001, 12002]) => {
  server.use(http.get(APPLICATIONS, () => HttpResponse.json(drfPage(ids.map(row)))));
  await signInAs('vendor');
  const view = renderApp('/applications');
  // The first render of the whole app is slow on a loaded machine.
  await screen.findByRole('link', { name: /^Application 12000, Customer 12000/ }, { timeout: 10_000 });
  // The column chooser's search box (react-admin's ColumnsSelector, in the closed Columns menu) takes
  // the focus when it mounts: a browser refuses to focus it there (the menu is hidden), jsdom does not.
  // The person's focus is on the page, as in a browser.
  const columnSearch = await screen.findByPlaceholderText('Search columns');
  columnSearch.blur();
  return view;
};

const rowLink = (id: number) => screen.getByRole('link', { name: new RegExp(`^Application ${id}, Customer ${id}, `) });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('rows are links (Applications)', () => {
  it("holds a real link to the application in the row's header cell, named by the application", async () => {
    await showApplications();
    const link = rowLink(12000);
    expect(link).toHaveAttribute('href', '/applications/12000/show');
    // The name says the application, then the cell's own text (its start time), as the row header.
    expect(link.closest('th')).toHaveAttribute('scope', 'row');
    expect(link.textContent).toMatch(/^Application 12000, Customer 12000, \S/);
  });

  it('is reached with Tab and opens with Enter', async () => {
    const user = userEvent.setup();
    const { router } = await showApplications();
    const link = rowLink(12001);
    // The row's stops: its checkbox, then its link.
    within(link.closest('tr')!).getByRole('checkbox', { name: 'Select this row' }).focus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications/12001/show'));
  });

  it('leaves a Ctrl/Cmd or middle click on the link to the browser (a new tab), not the row', async () => {
    const { router } = await showApplications();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const link = rowLink(12000);
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      // The browser's default (open the href in a new tab) is left alone: nothing prevents it.
      expect(fireEvent.click(link, modifier)).toBe(true);
    }
    expect(fireEvent(link, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }))).toBe(true);
    expect(router.state.location.pathname).toBe('/applications');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the row in a new tab for a Ctrl/Cmd or middle click elsewhere on the row, leaving this tab', async () => {
    const { router } = await showApplications();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const cell = screen.getByRole('cell', { name: 'VSI-12002' });
    fireEvent.click(cell, { ctrlKey: true });
    fireEvent(cell, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/\/applications\/12002\/show$/), '_blank', 'noopener');
    expect(router.state.location.pathname).toBe('/applications');
    // A plain click still opens the row here, as before.
    fireEvent.click(cell);
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications/12002/show'));
  });
});

describe('list shortcuts (Applications)', () => {
  it('j and k move the focus from row link to row link; the arrow keys too', async () => {
    const user = userEvent.setup();
    await showApplications();
    await user.keyboard('j');
    expect(rowLink(12000)).toHaveFocus();
    await user.keyboard('jj');
    expect(rowLink(12002)).toHaveFocus();
    await user.keyboard('j');
    expect(rowLink(12002)).toHaveFocus();
    await user.keyboard('k');
    expect(rowLink(12001)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(rowLink(12000)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(rowLink(12001)).toHaveFocus();
  });

  it('x selects and unselects the focused row, and the bulk action is there for it', async () => {
    const user = userEvent.setup();
    await showApplications();
    const box = (id: number) => within(rowLink(id).closest('tr')!).getByRole('checkbox', { name: 'Select this row' });
    await user.keyboard('jx');
    expect(box(12000)).toBeChecked();
    await user.keyboard('jx');
    expect(box(12001)).toBeChecked();
    expect(await screen.findByRole('button', { name: 'Reanalyse selected' })).toBeInTheDocument();
    await user.keyboard('x');
    expect(box(12001)).not.toBeChecked();
    expect(box(12000)).toBeChecked();
  });

  it('"/" goes to the list\'s search; no shortcut fires while typing there', async () => {
    const user = userEvent.setup();
    await showApplications();
    await user.keyboard('/');
    const bank = screen.getByRole('combobox', { name: 'Bank' });
    expect(bank).toHaveFocus();
    expect(bank).toHaveValue('');
    await user.keyboard('jx?');
    expect(bank).toHaveValue('jx?');
    expect(rowLink(12000)).not.toHaveFocus();
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();
    expect(within(rowLink(12000).closest('tr')!).getByRole('checkbox')).not.toBeChecked();
  });

  it('"?" lists the shortcuts of the list', async () => {
    const user = userEvent.setup();
    await showApplications();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map(tr => tr.textContent);
    expect(rows).toEqual(
      expect.arrayContaining([
        'jMove to the next row',
        'kMove to the previous row',
        'xSelect or unselect the row',
        "/Go to the list's search",
        '?Show the keyboard shortcuts',
      ]),
    );
  });
});

describe('list shortcuts on phone cards (Applications at 390 px)', () => {
  it("j and k move between the cards' links, x selects the focused card, Enter opens it", async () => {
    const restore = asPhone();
    try {
      const user = userEvent.setup();
      server.use(http.get(APPLICATIONS, () => HttpResponse.json(drfPage([12000, 12001, 12002].map(row)))));
      await signInAs('vendor');
      const { router } = renderApp('/applications');
      const list = await screen.findByRole('list', {}, { timeout: 10_000 });
      await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
      const cards = within(list).getAllByRole('link');
      await user.keyboard('j');
      expect(cards[0]).toHaveFocus();
      await user.keyboard('jx');
      expect(cards[1]).toHaveFocus();
      const box = (index: number) =>
        within(cards[index].closest('li')!).getByRole('checkbox', { name: 'Select this row' });
      expect(box(1)).toBeChecked();
      expect(box(0)).not.toBeChecked();
      await user.keyboard('k');
      expect(cards[0]).toHaveFocus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe('/applications/12000/show'));
    } finally {
      restore();
    }
  });
});
