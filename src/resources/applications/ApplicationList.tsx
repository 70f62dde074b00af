import { AppList } from '../../components/AppList';
import { PreloadAfterPaint } from '../../components/PreloadAfterPaint';
import { ListSearchActions, listSearchFilters } from '../../components/search';
import { WatchesMenu } from '../../components/watch';
import { POLL_RULES } from '../../lib/polling';
import { ApplicationShowScreen } from './applicationShowScreen';
import { ApplicationTable, ApplicationTools } from './ApplicationTable';
import { BulkReanalyseButton } from './BulkReanalyseButton';
import { listDefaults } from './listDefaults';

// The watched applications, each removable, beside the list's tools (docs/product.md#tables, "Watch").
const actions = (
  <ListSearchActions
    rules={POLL_RULES.applications}
    tools={
      <>
        <ApplicationTools savedQueries />
        <WatchesMenu />
      </>
    }
  />
);
const bulkActions = <BulkReanalyseButton />;
/** A row opens the application's view: loaded once the rows are painted. */
const rowScreens = [ApplicationShowScreen];

/**
 * Applications (docs/product.md#applications): the search panel, the table newest first, polled every 30 s.
 * Filters, sort, page and count live in the address, so a filtered view can be bookmarked.
 * Selected rows can be reanalysed at once.
 */
export const ApplicationList = () => (
  <AppList sort={listDefaults.sort} perPage={listDefaults.perPage} filters={listSearchFilters} actions={actions}>
    <ApplicationTable bulkActionButtons={bulkActions} />
    <PreloadAfterPaint screens={rowScreens} />
  </AppList>
);
