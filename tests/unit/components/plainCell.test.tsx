import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, DataTable, ListBase, memoryStore, TextField } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RowLinkCol } from '../../../src/components/RowHeaderCol';
import { withStableBody } from '../../../src/components/StableRows';
import { inlineStyleOf } from '../../../src/components/PlainCell';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { drfPage, screenI18nProvider as i18nProvider } from '../helpers';
import { server } from '../../setup';
import { http, HttpResponse } from 'msw';

/**
 * A list table's body cells are native cells drawn by one rule set of the table (components/PlainCell),
 * not two styled components each: they show what react-admin's cells show (children, render, field,
 * the source's value), keep MUI's classes, hide the columns the person hid, and a column whose
 * styles only emotion draws keeps react-admin's cell.
 */

interface Thing {
  id: number;
  name: string;
  vendor: { name: string };
  note: string | null;
}
const THINGS: Thing[] = [
  { id: 1, name: 'first', vendor: { name: 'Acme' }, note: 'a note' },
  { id: 2, name: 'second', vendor: { name: 'Globex' }, note: null },
];

const renderTable = (hidden?: string[]) => {
  server.use(http.get('*/api/v1/things/', () => HttpResponse.json(drfPage(THINGS))));
  const store = memoryStore(hidden ? { 'things.datatable': hidden } : {});
  const table = withStableBody(
    <DataTable<Thing> storeKey="things.datatable" bulkActionButtons={false}>
      <RowLinkCol<Thing> source="name" to={row => `/things/${row.id}/show`} name={row => `Thing ${row.id}`} />
      <DataTable.Col source="vendor.name" label="Vendor" />
      <DataTable.Col label="Shout" render={(row: Thing) => row.name.toUpperCase()} sx={{ whiteSpace: 'nowrap' }} />
      <DataTable.Col source="note" label="Note" field={TextField} />
      <DataTable.Col label="Static">
        <span>always</span>
      </DataTable.Col>
      <DataTable.Col source="id" label="Themed" sx={{ px: 1 }} />
    </DataTable>,
  );
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext
            dataProvider={createDataProvider({ things: { path: 'things/' } })}
            i18nProvider={i18nProvider}
            store={store}
            queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
          >
            <ListBase resource="things" perPage={50} disableAuthentication>
              {table}
            </ListBase>
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/things'] },
  );
  return render(<RouterProvider router={router} />);
};

const bodyRows = () => screen.getAllByRole('row').filter(row => row.closest('tbody'));

describe('The plain cells of a list table', () => {
  it('show what react-admin cells show, as native cells with MUI classes and no styled component', async () => {
    renderTable();
    expect(await screen.findByText('Acme')).toBeInTheDocument();
    const [row] = bodyRows();
    const header = within(row).getByRole('rowheader');
    expect(header.tagName).toBe('TH');
    expect(header).toHaveAttribute('scope', 'row');
    expect(within(header).getByRole('link', { name: /Thing 1/ })).toHaveAttribute('href', '/things/1/show');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map(cell => cell.textContent)).toEqual(['Acme', 'FIRST', 'a note', 'always', '1']);
    for (const cell of [header, ...cells.slice(0, 4)]) {
      expect(cell).toHaveClass('app-cell', 'MuiTableCell-root', 'MuiTableCell-body', 'RaDataTable-rowCell');
      // No emotion class: the table's one rule set draws it.
      expect([...cell.classList].some(name => name.startsWith('css-'))).toBe(false);
    }
    expect(cells[0]).toHaveClass('column-vendor.name');
    // A style sx can say as a style is written inline.
    expect(cells[1]).toHaveStyle({ whiteSpace: 'nowrap' });
    // Theme spacing is emotion's: that column keeps react-admin's cell.
    expect(cells[4]).not.toHaveClass('app-cell');
    expect([...cells[4].classList].some(name => name.startsWith('css-'))).toBe(true);
  });

  it('leave out the columns the person hid with the column chooser', async () => {
    renderTable(['vendor.name', 'Static']);
    expect(await screen.findByText('FIRST')).toBeInTheDocument();
    const [row] = bodyRows();
    expect(
      within(row)
        .getAllByRole('cell')
        .map(cell => cell.textContent),
    ).toEqual(['FIRST', 'a note', '1']);
    expect(screen.queryByRole('columnheader', { name: 'Vendor' })).not.toBeInTheDocument();
  });

  it('write inline only what means the same as a style', () => {
    expect(inlineStyleOf({ whiteSpace: 'nowrap', minWidth: 220 })).toEqual({ whiteSpace: 'nowrap', minWidth: 220 });
    expect(inlineStyleOf({ width: 0.5 })).toBeNull();
    expect(inlineStyleOf({ px: 1 })).toBeNull();
    expect(inlineStyleOf({ color: 'text.secondary' })).toBeNull();
    expect(inlineStyleOf([{ whiteSpace: 'nowrap' }])).toBeNull();
  });
});
