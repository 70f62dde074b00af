import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { CheckboxProps } from '@mui/material/Checkbox';
import { AdminContext, DataTable, ListBase, defaultTheme, memoryStore, type RaThemeOptions } from 'react-admin';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { RowLinkCol } from '../../../src/components/RowHeaderCol';
import { StableBody } from '../../../src/components/StableRows';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { drfPage, screenI18nProvider as i18nProvider } from '../helpers';
import { server } from '../../setup';

/**
 * A list's rows do not render again on a sort, filter or page change before the new rows are in
 * (components/StableRows): react-admin's own rows did, every one of them, before the list's request
 * could leave. The rows still open, link and select as react-admin's do.
 */

interface Thing {
  id: number;
  name: string;
}
const THINGS: Thing[] = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: `thing ${index + 1}` }));

/** Things by `ordering` (name or -name); the answers after the first wait for `release`. */
const serve = () => {
  const asked: URLSearchParams[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>(resolve => {
    release = resolve;
  });
  server.use(
    http.get('*/api/v1/things/', async ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      if (asked.length > 1) await held;
      const descending = params.get('ordering') === '-name';
      const rows = [...THINGS].sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
      return HttpResponse.json(drfPage(descending ? rows.reverse() : rows));
    }),
  );
  return { asked, release };
};

/** How many times a row's selection checkbox has been drawn (a theme prop MUI reads on each render). */
let rowCheckboxRenders = 0;
const countingTheme: RaThemeOptions = {
  ...defaultTheme,
  components: {
    ...defaultTheme.components,
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          input: ({ className }: CheckboxProps) => {
            if (className?.includes('select-item')) rowCheckboxRenders += 1;
            return {};
          },
        },
      },
    },
  },
};

const Where = () => <output aria-label="address">{useLocation().pathname}</output>;

const renderList = (body?: typeof StableBody) => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext
            dataProvider={createDataProvider({ things: { path: 'things/' } })}
            i18nProvider={i18nProvider}
            store={memoryStore()}
            theme={countingTheme}
            queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
          >
            <Where />
            <ListBase resource="things" perPage={50} sort={{ field: 'name', order: 'ASC' }} disableAuthentication>
              <DataTable<Thing> body={body} rowClick={id => `/things/${id}/show`} bulkActionButtons={<span>bulk</span>}>
                <RowLinkCol<Thing> source="name" to={row => `/things/${row.id}/show`} name={row => `Thing ${row.id}`} />
                <DataTable.Col source="id" disableSort />
              </DataTable>
            </ListBase>
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/things'] },
  );
  return render(<RouterProvider router={router} />);
};

const names = () => screen.getAllByRole('rowheader').map(cell => cell.textContent?.replace(/^Thing \d+, /, ''));
const address = () => screen.getByRole('status', { hidden: true, name: 'address' });

afterEach(() => {
  rowCheckboxRenders = 0;
});

describe('StableBody', () => {
  it('draws no row again between a sort click and the sorted rows, then each row once', async () => {
    const { asked, release } = serve();
    renderList(StableBody);
    await waitFor(() => expect(names()).toHaveLength(12));
    const before = rowCheckboxRenders;

    await userEvent.click(screen.getByRole('button', { name: /sort by name/i }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1].get('ordering')).toBe('-name');
    // The click changed the sort (and the address): the old rows are still shown, untouched.
    expect(rowCheckboxRenders).toBe(before);

    release();
    await waitFor(() => expect(names()[0]).toBe('thing 12'));
    // The new answer's records are new objects: each row is drawn again once, no more.
    expect(rowCheckboxRenders - before).toBeLessThanOrEqual(12);
  });

  it("react-admin's own body draws every row again before the request (what StableBody avoids)", async () => {
    const { asked, release } = serve();
    renderList();
    await waitFor(() => expect(names()).toHaveLength(12));
    const before = rowCheckboxRenders;
    await userEvent.click(screen.getByRole('button', { name: /sort by name/i }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(rowCheckboxRenders - before).toBeGreaterThanOrEqual(12);
    release();
  });

  it("opens a row by its link, as an <a href> to the row's page", async () => {
    serve();
    renderList(StableBody);
    await waitFor(() => expect(names()).toHaveLength(12));
    const link = screen.getByRole('link', { name: /^Thing 3, thing 3$/ });
    expect(link).toHaveAttribute('href', '/things/3/show');
    await userEvent.click(link);
    await waitFor(() => expect(address()).toHaveTextContent('/things/3/show'));
  });

  it('opens a row clicked outside its link', async () => {
    serve();
    renderList(StableBody);
    await waitFor(() => expect(names()).toHaveLength(12));
    await userEvent.click(screen.getByRole('cell', { name: '5' }));
    await waitFor(() => expect(address()).toHaveTextContent('/things/5/show'));
  });

  it('leaves a Ctrl or middle click on the link to the browser (a new tab), not the app', async () => {
    serve();
    renderList(StableBody);
    await waitFor(() => expect(names()).toHaveLength(12));
    const link = screen.getByRole('link', { name: /^Thing 4, thing 4$/ });
    let prevented: boolean | null = null;
    link.addEventListener('click', event => {
      prevented = event.defaultPrevented;
    });
    // One user, so that Control is still held at the click.
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(prevented).toBe(false);
    expect(address()).toHaveTextContent(/^\/things$/);
  });

  it('selects a row with its checkbox, without opening it', async () => {
    serve();
    renderList(StableBody);
    await waitFor(() => expect(names()).toHaveLength(12));
    const row = screen.getByRole('rowheader', { name: /thing 2$/ }).closest('tr')!;
    await userEvent.click(within(row).getByRole('checkbox'));
    expect(within(row).getByRole('checkbox')).toBeChecked();
    expect(await screen.findByText('bulk')).toBeInTheDocument();
    expect(address()).toHaveTextContent(/^\/things$/);
  });
});
