import { List, Pagination, type ListProps } from 'react-admin';

/** docs/product.md#tables: tables offer 20, 50 or 100 rows per page, 50 by default. */
export const ROWS_PER_PAGE = [20, 50, 100];

const pagination = <Pagination rowsPerPageOptions={ROWS_PER_PAGE} />;

/**
 * react-admin's List with the house defaults every table of the dashboard shares: 50 rows,
 * 20/50/100 per page, no CSV export, and an empty list shown as the table's own "No data
 * available" rather than react-admin's create invitation.
 */
export const AppList = (props: ListProps) => (
  <List perPage={50} pagination={pagination} exporter={false} empty={false} {...props} />
);
