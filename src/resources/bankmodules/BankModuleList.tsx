import { memo, useCallback, useMemo, useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Button, IconButton, Tooltip } from '@mui/material';
import { DataTable, SearchInput, SelectInput, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { AppList } from '../../components/AppList';
import { ResponsiveTable } from '../../components/responsive';
import { BooleanCell } from '../../components/BooleanCell';
import { RowButton, RowHeaderCol } from '../../components/RowHeaderCol';
import { RATIO_OUTCOMES, type BankModule } from '../../providers';
import { bankModuleCard } from './bankModuleCard';
import { BankModuleEditDialog } from './BankModuleEditDialog';
import { BankModuleRatioCell, RATIO_CELLS_SX } from './BankModuleRatioCell';
import { BankModuleToggle } from './BankModuleToggle';
import { BankRatiosProvider, useBankRatios } from './BankRatios';
import { listDefaults } from './listDefaults';

/** Countries of the bank modules (from the same cached whole list the table pages). */
const CountryFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const { data } = useGetList<BankModule>('bankmodules', { pagination: { page: 1, perPage: 10_000 } });
  const choices = useMemo(
    () =>
      [...new Set((data ?? []).map(row => row.country_code).filter((code): code is string => !!code))]
        .sort()
        .map(code => ({ id: code, name: code })),
    [data],
  );
  return (
    <SelectInput
      {...props}
      label="resources.bankmodules.fields.country_code"
      choices={choices}
      emptyText={translate('app.bankModules.filters.any_country')}
    />
  );
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <CountryFilter key="country_code" source="country_code" alwaysOn />,
  <SelectInput
    key="is_offline"
    source="is_offline"
    label="app.bankModules.filters.state"
    alwaysOn
    choices={[
      { id: 'false', name: 'app.bankModules.online' },
      { id: 'true', name: 'app.bankModules.offline' },
    ]}
  />,
];

/** A failed GET bank/ratios/: the rows stay, the reason and a retry above them. */
const RatiosError = () => {
  const { error, refetch } = useBankRatios();
  const translate = useTranslate();
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Alert
      severity="warning"
      sx={{ mx: 2, my: 1 }}
      action={
        <Button color="inherit" size="small" onClick={refetch}>
          {translate('app.bankModules.ratios.retry')}
        </Button>
      }
    >
      {translate('app.bankModules.ratios.failed', { message })}
    </Alert>
  );
};

const EditAction = memo(({ onEdit }: { onEdit: (record: BankModule) => void }) => {
  const record = useRecordContext<BankModule>();
  const translate = useTranslate();
  if (!record) return null;
  const label = translate('app.bankModules.edit', { name: record.name });
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={() => onEdit(record)}>
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
});
EditAction.displayName = 'EditAction';

/** The row's header: the bank's name, a button opening its edit dialog (the row's one way in). */
const NameButton = memo(({ onEdit }: { onEdit: (record: BankModule) => void }) => {
  const record = useRecordContext<BankModule>();
  if (!record) return null;
  return (
    <RowButton onClick={() => onEdit(record)} recordId={record.id}>
      {record.name}
    </RowButton>
  );
});
NameButton.displayName = 'NameButton';

// Thirteen columns: narrower cell padding keeps Edit in view at 1366 px; narrower screens scroll.
const tableSx = {
  overflowX: 'auto',
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  ...RATIO_CELLS_SX,
};

const renderCacheSeed = (record: BankModule) => <BooleanCell value={record.cache_seed} />;

/**
 * Bank Modules (docs/screens/bankmodules.md): every bank module, most crawled first, with the
 * module and enabled switches in the row, each outcome's share of the crawls from GET bank/ratios/,
 * and the edit dialog. The whole list is loaded once and searched, filtered, sorted and paged here.
 */
export const BankModuleList = () => {
  const [editing, setEditing] = useState<BankModule | null>(null);
  const onEdit = useCallback((record: BankModule) => setEditing(record), []);
  const card = useMemo(() => bankModuleCard(<EditAction onEdit={onEdit} />), [onEdit]);
  return (
    <BankRatiosProvider>
      <AppList sort={listDefaults.sort} perPage={listDefaults.perPage} filters={filters}>
        <RatiosError />
        <ResponsiveTable card={card}>
          <DataTable rowClick={false} bulkActionButtons={false} sx={tableSx}>
            <DataTable.Col source="id" />
            <RowHeaderCol source="name">
              <NameButton onEdit={onEdit} />
            </RowHeaderCol>
            <DataTable.Col source="country_code" />
            <DataTable.Col source="module">
              <BankModuleToggle field="module" />
            </DataTable.Col>
            <DataTable.Col source="cache_seed" render={renderCacheSeed} />
            <DataTable.Col source="is_offline" label="resources.bankmodules.fields.enabled">
              <BankModuleToggle field="enabled" />
            </DataTable.Col>
            <DataTable.NumberCol source="totals" />
            {RATIO_OUTCOMES.map(outcome => (
              <DataTable.Col key={outcome} label={`resources.bankmodules.fields.${outcome}`} align="right" disableSort>
                <BankModuleRatioCell outcome={outcome} />
              </DataTable.Col>
            ))}
            <DataTable.Col label="resources.bankmodules.fields.actions" align="right">
              <EditAction onEdit={onEdit} />
            </DataTable.Col>
          </DataTable>
        </ResponsiveTable>
      </AppList>
      {editing && <BankModuleEditDialog record={editing} onClose={() => setEditing(null)} />}
    </BankRatiosProvider>
  );
};
