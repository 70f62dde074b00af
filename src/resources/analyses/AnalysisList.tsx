import { DataTable } from 'react-admin';
import { ROW_BUTTON_STYLES } from '../../components/rowButtons';
import { AppList } from '../../components/AppList';
import { BankName, BankNamesProvider } from '../../components/BankName';
import { ResponsiveTable } from '../../components/responsive';
import { BooleanCell } from '../../components/BooleanCell';
import { ListTools, useColumnSet } from '../../components/listTools';
import { ListSearchActions, listSearchFilters } from '../../components/search';
import { formatTimestamp } from '../../lib/datetime';
import { formatElapsed } from '../../lib/elapsed';
import { POLL_RULES } from '../../lib/polling';
import { ANALYSIS_COLUMNS } from './analysisColumns';
import { analysisCard } from './analysisCard';
import { AnalysisReportCell } from './AnalysisReportCell';
import { AnalysisReprintCell } from './AnalysisReprintCell';
import { listDefaults } from './listDefaults';
import type { Analysis } from './types';

// The same search form as Applications, Advanced dialog included (docs/product.md#analyses).
const actions = (
  <ListSearchActions
    rules={POLL_RULES.analyses}
    tools={<ListTools columns={ANALYSIS_COLUMNS} savedQueries exportCsv />}
  />
);

const renderBank = (row: Analysis) => (typeof row.bank === 'number' ? <BankName value={row.bank} /> : row.bank);
const renderTime = (row: Analysis) => formatTimestamp(row.time);
const renderElapsed = (row: Analysis) => formatElapsed(row.elapsed);
const renderCompleted = (row: Analysis) => <BooleanCell value={row.completed} />;
const renderReports = (row: Analysis) => <AnalysisReportCell analysis={row} />;
const renderReprint = (row: Analysis) => <AnalysisReprintCell analysis={row} />;

const label = (field: string) => `resources.analyses.fields.${field}`;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * Analyses (docs/product.md#analyses): the search panel, the table newest first, polled every
 * 30 s, each row with its reports and their reprints.
 */
export const AnalysisList = () => (
  <AppList sort={listDefaults.sort} perPage={listDefaults.perPage} filters={listSearchFilters} actions={actions}>
    <AnalysisTable />
  </AppList>
);

/** The table, inside the list so that the column chooser's store (per user) is the list's. */
const AnalysisTable = () => {
  const { storeKey } = useColumnSet(ANALYSIS_COLUMNS, 'analyses');
  return (
    <BankNamesProvider>
      <ResponsiveTable card={analysisCard}>
        <DataTable<Analysis> rowClick={false} bulkActionButtons={false} storeKey={storeKey} sx={ROW_BUTTON_STYLES}>
          <DataTable.Col source="id" label={label('id')} />
          <DataTable.Col source="time" label={label('time')} render={renderTime} sx={NO_WRAP} />
          <DataTable.Col source="bank" label={label('bank')} render={renderBank} />
          <DataTable.Col source="vendorref" label={label('vendorref')} />
          <DataTable.Col source="account_id" label={label('account_id')} />
          <DataTable.Col source="account_type" label={label('account_type')} />
          <DataTable.NumberCol source="transaction_count" label={label('transaction_count')} />
          <DataTable.Col source="elapsed" label={label('elapsed')} render={renderElapsed} sx={NO_WRAP} />
          <DataTable.Col source="completed" label={label('completed')} render={renderCompleted} />
          <DataTable.Col label={label('reports')} render={renderReports} />
          <DataTable.Col label={label('reprint')} render={renderReprint} />
        </DataTable>
      </ResponsiveTable>
    </BankNamesProvider>
  );
};
