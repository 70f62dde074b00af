import { useCallback, type ReactNode } from 'react';
import { DataTable, useCreatePath, useGetIdentity, useTranslate, type Identifier } from 'react-admin';
import { BankName, BankNamesProvider } from '../../components/BankName';
import { ResponsiveTable } from '../../components/responsive';
import { RowLinkCol } from '../../components/RowHeaderCol';
import { ROW_BUTTON_STYLES } from '../../components/rowButtons';
import { ListTools, useColumnSet } from '../../components/listTools';
import { WatchRowButton, WatchToggleProvider } from '../../components/watch';
import { applicationStatus } from '../../lib/applicationStatus';
import type { AppIdentity } from '../../providers/authProvider';
import { APPLICATION_COLUMNS } from './applicationColumns';
import { applicationCard } from './applicationCard';
import { pcaSummary } from './applicationFormat';
import { CELL_STYLES, FlagCell, LatestWebhookCell, OptionsCell, TimestampCell } from './ApplicationFields';
import { ReanalyseCell, ReanalyseProvider } from './ApplicationReanalyseCell';
import type { Application } from './types';

// Render functions live at module level so the memoised columns never see a new prop.
const renderTimestamp = (row: Application) => <TimestampCell value={row.timestamp} />;
const renderVendor = (row: Application) => row.vendor?.name ?? '';
const renderBank = (row: Application) => <BankName value={row.bank || row.bank_id} />;
const renderStatus = (row: Application) => applicationStatus(row);
const renderOptions = (row: Application) => <OptionsCell options={row.options} />;
const renderPca = (row: Application) => pcaSummary(row);
const renderWebhook = (row: Application) => <LatestWebhookCell log={row.webhook_log} />;
const renderAnalysed = (row: Application) => (
  <FlagCell
    value={row.analysed}
    on="resources.applications.indicator.analysed"
    off="resources.applications.indicator.not_analysed"
  />
);
const renderFinalised = (row: Application) => (
  <FlagCell
    value={row.finalised}
    on="resources.applications.indicator.finalised"
    off="resources.applications.indicator.not_finalised"
  />
);
const renderReanalyse = (row: Application) => <ReanalyseCell application={row} />;
const renderWatch = (row: Application) => <WatchRowButton record={row} />;

const label = (field: string) => `resources.applications.fields.${field}`;

// The cells' classes and the rows' buttons, styled once for the whole table.
const TABLE_STYLES = { ...CELL_STYLES, ...ROW_BUTTON_STYLES } as const;

// Short values read badly when wrapped ("1 / 2 / 3" one character a line); options may wrap.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const OPTIONS_WIDTH = { minWidth: 220 } as const;

/**
 * The applications table (docs/product.md#applications), shared by Applications and Incomplete Bundle
 * Applications. The identity is read once here, not per row, to decide the Full Name column.
 * A row opens the application view, whichever list it is in; only a list that passes
 * `bulkActionButtons` offers row selection.
 */
export const ApplicationTable = ({ bulkActionButtons = false }: { bulkActionButtons?: ReactNode }) => {
  const { identity } = useGetIdentity();
  const showPii = !!(identity as AppIdentity | undefined)?.show_pii;
  const createPath = useCreatePath();
  const rowClick = useCallback(
    (id: Identifier) => createPath({ resource: 'applications', id, type: 'show' }),
    [createPath],
  );
  // The row's link (its Start Time cell) opens the same view, and names the application for a
  // screen reader: its id and, for a viewer allowed to see it, the person's name.
  const translate = useTranslate();
  const linkTo = useCallback((row: Application) => rowClick(row.id), [rowClick]);
  const linkName = useCallback(
    (row: Application) =>
      showPii && row.full_name
        ? translate('resources.applications.row_link_named', { id: row.id, name: row.full_name })
        : translate('resources.applications.row_link', { id: row.id }),
    [showPii, translate],
  );
  // The column chooser's choice (docs/screens/list-tools.md), per list and per user.
  const { storeKey } = useColumnSet(APPLICATION_COLUMNS);
  return (
    <BankNamesProvider>
      {/* The rows' Reanalyse and Watch buttons share one runner each, set up once for the table. */}
      <ReanalyseProvider>
        <WatchToggleProvider>
          <ResponsiveTable card={applicationCard}>
            <DataTable<Application>
              rowClick={rowClick}
              bulkActionButtons={bulkActionButtons}
              storeKey={storeKey}
              sx={TABLE_STYLES}
            >
              <RowLinkCol<Application>
                source="timestamp"
                label={label('timestamp')}
                render={renderTimestamp}
                sx={NO_WRAP}
                to={linkTo}
                name={linkName}
              />
              <DataTable.Col source="vendor.name" label={label('vendor')} render={renderVendor} />
              <DataTable.Col source="bank_id" label={label('bank')} render={renderBank} disableSort />
              <DataTable.Col source="status" label={label('status')} render={renderStatus} disableSort />
              <DataTable.Col source="vendor_specific_id" label={label('vendor_specific_id')} sx={NO_WRAP} />
              {showPii && <DataTable.Col source="full_name" label={label('full_name')} />}
              <DataTable.Col
                source="options"
                label={label('options')}
                render={renderOptions}
                disableSort
                sx={OPTIONS_WIDTH}
              />
              <DataTable.Col source="initiator" label={label('initiator')} />
              <DataTable.Col label={label('pca')} render={renderPca} sx={NO_WRAP} />
              <DataTable.Col label={label('latest_webhook')} render={renderWebhook} sx={NO_WRAP} />
              <DataTable.Col source="analysed" label={label('analysed')} render={renderAnalysed} />
              <DataTable.Col source="finalised" label={label('finalised')} render={renderFinalised} />
              <DataTable.Col label={label('reanalyse')} render={renderReanalyse} />
              <DataTable.Col label="app.watch.column" render={renderWatch} />
            </DataTable>
          </ResponsiveTable>
        </WatchToggleProvider>
      </ReanalyseProvider>
    </BankNamesProvider>
  );
};

/** The toolbar tools of a list of this table: column chooser, CSV export, saved queries if asked. */
export const ApplicationTools = ({ savedQueries = false }: { savedQueries?: boolean }) => (
  <ListTools columns={APPLICATION_COLUMNS} exportCsv savedQueries={savedQueries} />
);
