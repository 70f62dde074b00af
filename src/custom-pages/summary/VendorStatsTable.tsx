import { useMemo } from 'react';
import {
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  useList,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ResponsiveTable, type CardSpec } from '../../components/responsive';
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
  // On a phone, a card a vendor: its name, then its counts in words ("Total 12 · Finalised 3 · ...").
  const card = useMemo((): CardSpec<RaRecord> => {
    const counts = (keys: readonly (typeof COUNTS)[number][]) => (row: RaRecord) =>
      keys.map(key => `${translate(`app.summary.stats.fields.${key}`)} ${String(row[key])}`).join(' · ');
    return {
      primary: row => String(row.name),
      secondary: counts(COUNTS.slice(0, 3)),
      tertiary: counts(COUNTS.slice(3)),
    };
  }, [translate]);
  return (
    // DataTable asks for a resource name (its column settings are stored by it); no call is made with it.
    <ResourceContextProvider value="vendorstats">
      <ListContextProvider value={list}>
        <ResponsiveTable card={card}>
          <DataTable
            rowClick={false}
            bulkActionButtons={false}
            aria-label={title}
            sx={{ '& .RaDataTable-table': { minWidth: 640 } }}
          >
            <DataTable.Col source="name" label={translate('app.summary.stats.fields.name')} />
            {COUNTS.map(key => (
              <DataTable.NumberCol key={key} source={key} label={translate(`app.summary.stats.fields.${key}`)} />
            ))}
          </DataTable>
        </ResponsiveTable>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
