import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { crudHandlers } from '../../../src/demo/handlers/crud';
import { httpClient } from '../../../src/providers/http';
import gadgetsSeed from '../fixtures/gadgets/demo';
import { renderApp, signInAs } from '../helpers';
import { server } from '../../setup';

/**
 * A resource that lives only in its folder (tests/unit/fixtures/gadgets: list, create, edit, delete,
 * a staff write level, a menu entry, messages, demo seed) and is added by one line, the registry's:
 * no file of src/ names it. In src/ the demo finds a folder's demo.ts itself (src/demo/crudSeeds.ts);
 * the fixture folder is outside src/, so the test hands its seed to the same generic handler.
 */
vi.mock('../../../src/resources', async importOriginal => {
  const { resources } = await importOriginal<typeof import('../../../src/resources')>();
  return { resources: [...resources, (await import('../fixtures/gadgets')).default] };
});

beforeEach(() => server.use(...crudHandlers([gadgetsSeed])));

const GADGETS = 'dashboard/gadgets/';

const rowsOf = async () => {
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
};

const rowNamed = async (name: string) => {
  await screen.findByText(name);
  return (await rowsOf()).find(row => within(row).queryByText(name))!;
};

describe('a resource from one folder and one registry line', () => {
  it('gives staff its menu entry, title and list from the generic demo handler', async () => {
    await signInAs('staff');
    renderApp('/gadgets');
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByRole('menuitem', { name: 'Gadgets' })).toHaveAttribute('href', '/gadgets');
    expect(await screen.findByRole('columnheader', { name: 'Gadget name' })).toBeInTheDocument();
    expect((await rowsOf()).map(row => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Sprocket',
      'Flange',
    ]);
    await waitFor(() => expect(document.title).toMatch(/^Gadgets · /));
  });

  it('creates a gadget as staff', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const { router } = renderApp('/gadgets/create');
    await user.type(await screen.findByRole('textbox', { name: 'Gadget name' }), 'Cog');
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gadgets'));
    expect(await rowNamed('Cog')).toBeTruthy();
    expect((await httpClient(`${GADGETS}3/`)).json).toEqual({ id: 3, name: 'Cog' });
  });

  it('edits a gadget as staff, by the PATCH its endpoint names', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const { router } = renderApp('/gadgets/2');
    const input = await screen.findByRole('textbox', { name: 'Gadget name' });
    await waitFor(() => expect(input).toHaveValue('Flange'));
    await user.clear(input);
    await user.type(input, 'Washer');
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gadgets'));
    expect(await rowNamed('Washer')).toBeTruthy();
    expect(screen.queryByText('Flange')).not.toBeInTheDocument();
  });

  it('deletes a gadget as staff after confirmation', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    renderApp('/gadgets');
    await user.click(within(await rowNamed('Sprocket')).getByRole('button', { name: /delete/i }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(screen.queryByText('Sprocket')).not.toBeInTheDocument());
    // What the generic handler now holds, in the specification's page shape.
    expect((await httpClient(GADGETS)).json).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [{ id: 2, name: 'Flange' }],
    });
  });

  it('lets a vendor user read it but not write it: no controls, the guard on create, 403 from the API', async () => {
    await signInAs('vendor');
    const { unmount } = renderApp('/gadgets');
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByRole('menuitem', { name: 'Gadgets' })).toBeInTheDocument();
    expect(await rowsOf()).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /create/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /edit/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
    unmount();

    renderApp('/gadgets/create');
    expect((await screen.findAllByText('You are not authorised to access this page')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox', { name: 'Gadget name' })).not.toBeInTheDocument();

    await expect(httpClient(GADGETS, { method: 'POST', body: { name: 'Nut' } })).rejects.toMatchObject({ status: 403 });
  });

  it('answers as DRF does: field errors, 404, the update verb the endpoint names', async () => {
    await signInAs('staff');
    await expect(httpClient(GADGETS, { method: 'POST', body: { name: ' ' } })).rejects.toMatchObject({
      status: 400,
      body: { name: ['This field may not be blank.'] },
    });
    await expect(httpClient(GADGETS, { method: 'POST', body: { name: 'Sprocket' } })).rejects.toMatchObject({
      status: 400,
      body: { name: ['A gadget with this name already exists.'] },
    });
    await expect(httpClient(`${GADGETS}99/`)).rejects.toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    await expect(httpClient(`${GADGETS}1/`, { method: 'PUT', body: { name: 'x' } })).rejects.toMatchObject({
      status: 405,
    });
    expect((await httpClient(`${GADGETS}1/`, { method: 'PATCH', body: {} })).json).toEqual({ id: 1, name: 'Sprocket' });
    const second = (
      await httpClient<{ next: string | null; results: unknown[] }>(GADGETS, {
        query: { page_size: 1, ordering: '-name' },
      })
    ).json;
    expect(second.results).toEqual([{ id: 1, name: 'Sprocket' }]);
    expect(second.next).toContain('page=2');
  });
});
