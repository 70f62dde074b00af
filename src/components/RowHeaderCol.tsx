import { DataTable, DataTableCell, useDataTableRenderContext, type DataTableColumnProps } from 'react-admin';

// DataTable.Col's props leave out `component`; its cell passes it on to MUI's TableCell, which then
// renders a <th scope="row">. The cast only adds that prop, which the type forgot.
const ROW_HEADER = { component: 'th', scope: 'row' } as Omit<DataTableColumnProps, 'ref'>;

/**
 * A react-admin DataTable column whose body cells are row headers (<th scope="row">: the value
 * names its row for a screen reader, as a bank's name or an account does); its header cell stays a
 * column header, sortable as any DataTable.Col.
 */
export const RowHeaderCol = (props: Omit<DataTableColumnProps, 'ref'>) =>
  useDataTableRenderContext() === 'data' ? <DataTableCell {...props} {...ROW_HEADER} /> : <DataTable.Col {...props} />;
