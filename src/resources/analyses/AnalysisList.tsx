import { DataTable, SelectInput, TopToolbar } from 'react-admin';
import { AppList } from '../../components/AppList';
import { BooleanCell } from '../../components/BooleanCell';
import { PollingControl } from '../../components/polling';
import { BankInput, LabelInput, PageSizeSelect } from '../../components/SearchInputs';
import { formatTimestamp } from '../../lib/datetime';
import { formatElapsed } from '../../lib/elapsed';
import { POLL_RULES } from '../../lib/polling';
import { AnalysisReportCell } from './AnalysisReportCell';
import type { AnalysisReportSubject } from './analysisRules';

/** One row of `analyses/` (docs/api.md#analyses). */
export interface Analysis extends AnalysisReportSubject {
  id: number;
  time: string;
  bank?: string | null;
  vendorref?: string | null;
  account_id?: number | null;
  account_type?: string | null;
  transaction_count?: number | null;
  elapsed?: number | null;
}

const YES_NO = [
  { id: 'true', name: 'app.search.yes' },
  { id: 'false', name: 'app.search.no' },
];

const filters = [
  <BankInput key="bank" source="bank_id" alwaysOn />,
  <LabelInput key="label" source="label_id" alwaysOn />,
  <SelectInput
    key="completed"
    source="completed"
    label="resources.analyses.fields.completed"
    choices={YES_NO}
    emptyText="app.search.all"
    alwaysOn
    helperText={false}
  />,
];

const Actions = () => (
  <TopToolbar sx={{ alignItems: 'center', gap: 1 }}>
    <PageSizeSelect />
    <PollingControl rules={POLL_RULES.analyses} />
  </TopToolbar>
);

const renderTime = (row: Analysis) => formatTimestamp(row.time);
const renderElapsed = (row: Analysis) => formatElapsed(row.elapsed);
const renderCompleted = (row: Analysis) => <BooleanCell value={row.completed} />;
const renderReports = (row: Analysis) => <AnalysisReportCell analysis={row} />;

const label = (field: string) => `resources.analyses.fields.${field}`;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const DEFAULT_SORT = { field: 'time', order: 'DESC' } as const;

/** Analyses (docs/product.md#analyses): the search panel, the table newest first, polled every 30 s. */
export const AnalysisList = () => (
  <AppList title="app.pages.analyses" sort={DEFAULT_SORT} filters={filters} actions={<Actions />}>
    <DataTable<Analysis> rowClick={false} bulkActionButtons={false}>
      <DataTable.Col source="id" label={label('id')} />
      <DataTable.Col source="time" label={label('time')} render={renderTime} sx={NO_WRAP} />
      <DataTable.Col source="bank" label={label('bank')} />
      <DataTable.Col source="vendorref" label={label('vendorref')} />
      <DataTable.Col source="account_id" label={label('account_id')} />
      <DataTable.Col source="account_type" label={label('account_type')} />
      <DataTable.NumberCol source="transaction_count" label={label('transaction_count')} />
      <DataTable.Col source="elapsed" label={label('elapsed')} render={renderElapsed} sx={NO_WRAP} />
      <DataTable.Col source="completed" label={label('completed')} render={renderCompleted} />
      <DataTable.Col label={label('reports')} render={renderReports} />
    </DataTable>
  </AppList>
);
