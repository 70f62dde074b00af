import { DataTable, ListContextProvider, ResourceContextProvider, useList, useTranslate } from 'react-admin';
import type { VendorStatsRow } from '../../providers';

const COUNTS = ['total', 'finalised', 'completed', 'crawls', 'died', 'failed', 'timedout'] as const;

/** A stats row as the table shows it: the name (or contact_name, which some backends send instead) and numbers. */
export const statsRecord = (row: VendorStatsRow) => ({
  ...Object.fromEntries(COUNTS.map(key => [key, Number(row[key] ?? 0) || 0])),
  id: row.id,
  name: row.name ?? row.contact_name ?? '',
});

/** The vendor stats (GET dashboard/vendors/stats/): a row a vendor, sortable by any column. */
export const VendorStatsTable = ({ rows, title }: { rows: VendorStatsRow[]; title: string }) => {
  const translate = useTranslate();
  const list = useList({ data: rows.map(statsRecord), sort: { field: 'name', order: 'ASC' }, perPage: 1000 });
  return (
    // DataTable asks for a resource name (its column settings are stored by it); no call is made with it.
    <ResourceContextProvider value="vendorstats">
      <ListContextProvider value={list}>
        <DataTable rowClick={false} bulkActionButtons={false} aria-label={title} sx={{ '& .RaDataTable-table': { minWidth: 640 } }}>
          <DataTable.Col source="name" label={translate('app.summary.stats.fields.name')} />
          {COUNTS.map(key => (
            <DataTable.NumberCol key={key} source={key} label={translate(`app.summary.stats.fields.${key}`)} />
          ))}
        </DataTable>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
