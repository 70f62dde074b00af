import { ColumnsButton } from 'react-admin';
import { ExportButton } from './ExportButton';
import { SavedQueriesButton } from './SavedQueriesButton';
import { useColumnSet, type ListColumn } from './columns';

export interface ListToolsProps<R> {
  columns: readonly ListColumn<R>[];
  /** Offer react-admin's saved queries (Applications, Crawlers, Analyses). */
  savedQueries?: boolean;
  /** Offer the CSV export. */
  exportCsv?: boolean;
}

/**
 * The toolbar tools of a wide list (docs/screens/list-tools.md): saved queries, the column
 * chooser (react-admin's ColumnsButton, with its one-click Reset) and the CSV export. The table
 * must use the same column set's `storeKey` (`useColumnSet`).
 */
export const ListTools = <R,>({ columns, savedQueries = false, exportCsv = false }: ListToolsProps<R>) => {
  const set = useColumnSet(columns);
  return (
    <>
      {savedQueries && <SavedQueriesButton />}
      <ColumnsButton storeKey={set.storeKey} />
      {exportCsv && <ExportButton set={set} />}
    </>
  );
};
