import { LIST_PER_PAGE, type ListDefaults } from '../../lib/firstPage';

/** The list's sort and rows a page: its `<List>` and the first-page request at start read them. */
export const listDefaults: ListDefaults = { sort: { field: 'totals', order: 'DESC' }, perPage: LIST_PER_PAGE };
