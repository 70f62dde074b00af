import { AppList } from '../../components/AppList';
import { ApplicationListActions, applicationFilters } from './ApplicationListFilters';
import { ApplicationTable } from './ApplicationTable';

export type { Application } from './ApplicationTable';

const DEFAULT_SORT = { field: 'timestamp', order: 'DESC' } as const;

/**
 * Applications (docs/product.md#applications): the search panel, the table newest first, polled every 30 s.
 * Filters, sort, page and count live in the address, so a filtered view can be bookmarked.
 */
export const ApplicationList = () => (
  <AppList
    title="app.pages.applications"
    sort={DEFAULT_SORT}
    filters={applicationFilters}
    actions={<ApplicationListActions />}
  >
    <ApplicationTable />
  </AppList>
);
