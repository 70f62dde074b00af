import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from '@mui/material';
import { ListBase, ListView, Loading, Pagination, useListContext, useTranslate, type ListProps } from 'react-admin';
import { AskOnIntent } from './AskOnIntent';
import type { ListCut } from '../providers';
import { CutAlert, cutLine } from './ListCutNote';
import { LIST_PER_PAGE } from '../lib/firstPage';
import { useEndsLandingPreview } from '../lib/landingPreview';
import { UntilFirstPage } from './ListSkeleton';
import { firstSeen, useListRetryWait } from './ListRetry';
import { throttledUntilOf, useSecondsLeft } from './throttleClock';
import { retryAfterOf } from '../providers/throttle';
import { ListPrefsProvider } from './listTools';
import { PhoneFilters, useIsPhone } from './responsive';
import { ListKeyboard } from './shortcuts';
import { LiveRowsProvider } from './polling';

/** docs/product.md#tables: tables offer 20, 50 or 100 rows per page, 50 by default. */
export const ROWS_PER_PAGE = [20, 50, 100];

/**
 * A failed list call (a 404 or 500 included, docs/product.md decision 25): the reason and a
 * retry in place of the table, never an empty table or "No data available". A throttled list
 * (429, its retries spent) says the wait that is left, counting down, and keeps Retry off that long.
 */
export const ListError = () => {
  const { error, refetch } = useListContext();
  const translate = useTranslate();
  useEndsLandingPreview();
  const wait = useSecondsLeft(throttledUntilOf(error, firstSeen(error)));
  const throttled = retryAfterOf(error) !== null;
  const reason = throttled
    ? wait > 0
      ? translate('app.error.throttled', { seconds: wait })
      : translate('app.list.throttled_over')
    : error instanceof Error
      ? error.message
      : String(error ?? '');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" disabled={wait > 0} onClick={() => void refetch()}>
          {wait > 0 ? translate('app.list.retry_wait', { seconds: wait }) : translate('app.list.retry')}
        </Button>
      }
    >
      {translate('app.list.failed', { message: translate(reason, { _: reason }) })}
    </Alert>
  );
};

/**
 * No page count under a failed call, nor while a new sort, filter or page waits to be asked again
 * (ListRetryWait): it would count rows nobody sees.
 */
const AppPagination = () => {
  const { error, isPlaceholderData } = useListContext();
  const { seconds } = useListRetryWait(!!isPlaceholderData);
  return error || seconds > 0 ? null : <Pagination rowsPerPageOptions={ROWS_PER_PAGE} />;
};

/**
 * A whole-list endpoint (`pagination: 'none'`) read up to MAX_PAGES pages says so
 * (docs/api.md#conventions): the dataProvider puts the cut in the answer's `meta`. Load the rest
 * reads the list again, MAX_PAGES pages more each time.
 */
const WholeListCut = ({ onLoadRest }: { onLoadRest: () => void }) => {
  const translate = useTranslate();
  const { meta, isFetching } = useListContext();
  const { cut, loaded } = (meta ?? {}) as { cut?: ListCut; loaded?: number };
  if (!cut || typeof loaded !== 'number') return null;
  return (
    <CutAlert cut={cut} busy={isFetching} onLoadRest={onLoadRest}>
      {cutLine(translate, cut, loaded)}
    </CutAlert>
  );
};

const pagination = <AppPagination />;
const listError = <ListError />;

// react-admin's toolbar does not wrap below `sm` and is right aligned, so its first buttons run off
// the left edge of a phone: wrap it, left aligned.
const PHONE_TOOLBAR = {
  '& .RaListToolbar-root': { flexWrap: 'wrap' },
  '& .RaListToolbar-root .MuiToolbar-root': {
    flexWrap: 'wrap',
    justifyContent: 'flex-start',
    whiteSpace: 'normal',
    minWidth: 0,
  },
} as const;

export interface AppListProps extends ListProps {
  /**
   * Skeleton rows in place of the children until the first page is in (default). A list whose
   * children hold more than its rows (the regex tabs' search panels) passes false and wraps its
   * table in `UntilFirstPage` itself, so the search stays on screen while the rows load.
   */
  skeleton?: boolean;
}

/**
 * react-admin's List with the house defaults every table of the dashboard shares: 50 rows,
 * 20/50/100 per page, no CSV export, an empty list shown as the table's own "No data
 * available" rather than react-admin's create invitation, a failed call as ListError, and a
 * slow first page as skeleton rows (ListSkeleton).
 * Column choices and saved queries are kept per user and validated (ListPrefsProvider).
 */
/**
 * A page fetched this recently is shown as it is when a list mounts, not asked for again: the first
 * page the app asked for at start (layout/FirstPagePrefetch) would otherwise be fetched twice. Any
 * change through react-admin marks it stale at once, and the polls keep it current.
 */
const FRESH_FOR_MS = 10_000;

const NO_FILTER = {};
const authLoading = <Loading />;

export const AppList = ({
  filters,
  sx,
  children,
  skeleton = true,
  queryOptions,
  // The list controller's props (react-admin's <List> hands these to ListBase, the rest to ListView).
  debounce,
  disableAuthentication,
  disableSyncWithLocation,
  filter = NO_FILTER,
  filterDefaultValues,
  loading,
  resource,
  sort,
  storeKey,
  perPage = LIST_PER_PAGE,
  ...view
}: AppListProps) => {
  // On a phone the filters hide behind a button and the toolbar wraps (docs/screens/responsive.md).
  const phone = useIsPhone();
  // Load the rest of a cut whole list: read MAX_PAGES pages more per click (WholeListCut).
  const [batches, setBatches] = useState(1);
  const meta = batches > 1 ? { ...(queryOptions?.meta as object | undefined), batches } : queryOptions?.meta;
  // react-admin's list turns react-query's retries off (`retry: false`); a list read is a read like
  // any other and follows the app's QueryClient (docs/api.md#conventions: a 429 after its
  // `Retry-After`, a 5xx or no answer after 1, 2, 4 s; never a refusal or a session's end).
  const { retry, retryDelay } = useQueryClient().getDefaultOptions().queries ?? {};
  const readOptions = { staleTime: FRESH_FOR_MS, retry, retryDelay, ...queryOptions };
  // react-admin's <List>, taken apart (ListBase, then ListView) so that AskOnIntent can sit between
  // the list's controller and everything that changes its sort, filters and page.
  return (
    <ListPrefsProvider>
      {/* A polled list's toolbar tells its table which rows to mark (docs/product.md#tables). */}
      <LiveRowsProvider>
        <ListBase
          debounce={debounce}
          disableAuthentication={disableAuthentication}
          disableSyncWithLocation={disableSyncWithLocation}
          exporter={false}
          filter={filter}
          filterDefaultValues={filterDefaultValues}
          authLoading={authLoading}
          loading={loading}
          perPage={perPage}
          queryOptions={{ ...readOptions, ...(meta ? { meta } : {}) }}
          resource={resource}
          sort={sort}
          storeKey={storeKey}
          // ListView shows the offline state inside the list's frame (as <List> sets it).
          offline={false}
        >
          <AskOnIntent
            filter={filter}
            meta={meta}
            readOptions={{
              staleTime: typeof readOptions.staleTime === 'number' ? readOptions.staleTime : FRESH_FOR_MS,
              retry: readOptions.retry,
              retryDelay: readOptions.retryDelay,
            }}
          >
            <ListView
              pagination={pagination}
              empty={false}
              error={listError}
              filters={phone && filters ? <PhoneFilters filters={filters} /> : filters}
              sx={phone ? [PHONE_TOOLBAR, ...(Array.isArray(sx) ? sx : [sx])] : sx}
              {...view}
            >
              <WholeListCut onLoadRest={() => setBatches(count => count + 1)} />
              {/* j/k/x and "/" over the rows (docs/screens/accessibility.md#shortcuts). */}
              <ListKeyboard />
              {skeleton ? <UntilFirstPage>{children}</UntilFirstPage> : children}
            </ListView>
          </AskOnIntent>
        </ListBase>
      </LiveRowsProvider>
    </ListPrefsProvider>
  );
};
