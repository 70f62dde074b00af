import { useCallback } from 'react';
import { DataTable, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { AppList } from '../../components/AppList';
import { BankName, BankNamesProvider } from '../../components/BankName';
import { ResponsiveTable } from '../../components/responsive';
import { BooleanCell } from '../../components/BooleanCell';
import { RowLinkCol } from '../../components/RowHeaderCol';
import { ListTools, useColumnSet } from '../../components/listTools';
import { PollingControl } from '../../components/polling';
import { formatTimestamp } from '../../lib/datetime';
import { POLL_RULES } from '../../lib/polling';
import { pageAccessKey } from '../../lib/registry';
import { CRAWLER_COLUMNS } from './crawlerColumns';
import { ElapsedCell, StatusCell } from './CrawlerFields';
import { UuidCell } from './UuidCell';
import { crawlerCard } from './crawlerCard';
import { CrawlerSearch } from './CrawlerSearch';
import { listDefaults } from './listDefaults';
import type { Crawler } from './types';

const Actions = () => (
  <TopToolbar sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
    <ListTools columns={CRAWLER_COLUMNS} savedQueries exportCsv />
    <PollingControl rules={POLL_RULES.crawlers} />
  </TopToolbar>
);

const renderUuid = (row: Crawler) => <UuidCell uuid={row.uuid} linked={false} />;
const renderBank = (row: Crawler) => (typeof row.bank === 'number' ? <BankName value={row.bank} /> : row.bank);
const renderTimestamp = (row: Crawler) => formatTimestamp(row.timestamp);
const renderStatus = (row: Crawler) => <StatusCell status={row.status} error={row.error} />;
const renderElapsed = (row: Crawler) => <ElapsedCell elapsed={row.elapsed} />;
const renderCache = (row: Crawler) => <BooleanCell value={row.cache_present} />;
const renderMfa = (row: Crawler) => <BooleanCell value={row.mfa_flag} />;

const search = <CrawlerSearch />;
const label = (field: string) => `resources.crawlers.fields.${field}`;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * Crawlers (docs/product.md#crawlers): the search panel (applied on Submit), the runs newest first,
 * polled every 30 s. The uuid links to the crawler log for staff and above only.
 */
export const CrawlerList = () => {
  const { canAccess: canOpenLog } = useCanAccess({ resource: pageAccessKey('crawlerOutput'), action: 'list' });
  // The column chooser's choice (docs/screens/list-tools.md), per user.
  const { storeKey } = useColumnSet(CRAWLER_COLUMNS, 'crawlers');
  // The uuid is the row's link to its crawler log (staff and above), named for a screen reader.
  const translate = useTranslate();
  const linkTo = useCallback(
    (row: Crawler) => (canOpenLog ? `/crawler/${encodeURIComponent(row.uuid)}` : false),
    [canOpenLog],
  );
  const linkName = useCallback(() => translate('resources.crawlers.row_link'), [translate]);
  return (
    // The search panel goes in the toolbar, so it stays when a failed call replaces the table.
    <AppList sort={listDefaults.sort} perPage={listDefaults.perPage} filters={search} actions={<Actions />}>
      <BankNamesProvider>
        <ResponsiveTable card={crawlerCard(!!canOpenLog)}>
          <DataTable<Crawler> rowClick={false} bulkActionButtons={false} storeKey={storeKey}>
            <RowLinkCol<Crawler> source="uuid" label={label('uuid')} render={renderUuid} to={linkTo} name={linkName} />
            <DataTable.Col source="timestamp" label={label('timestamp')} render={renderTimestamp} sx={NO_WRAP} />
            <DataTable.Col source="bank" label={label('bank')} render={renderBank} />
            <DataTable.Col source="vendor_label" label={label('vendor_label')} />
            <DataTable.Col source="country_code" label={label('country_code')} />
            <DataTable.Col source="initiator" label={label('initiator')} />
            <DataTable.Col source="vendor_specific_id" label={label('vendor_specific_id')} sx={NO_WRAP} />
            <DataTable.Col source="status" label={label('status')} render={renderStatus} />
            <DataTable.Col source="elapsed" label={label('elapsed')} render={renderElapsed} />
            <DataTable.NumberCol source="account_count" label={label('account_count')} />
            <DataTable.Col source="cache_present" label={label('cache_present')} render={renderCache} />
            <DataTable.Col source="mfa_flag" label={label('mfa_flag')} render={renderMfa} />
          </DataTable>
        </ResponsiveTable>
      </BankNamesProvider>
    </AppList>
  );
};
