import { useMemo } from 'react';
import { useGetIdentity, useResourceContext, useStore, type TranslateFunction } from 'react-admin';
import type { CsvValue } from '../../lib/csv';
import { columnsStoreKey } from '../../lib/listPrefs';
import type { AppIdentity } from '../../providers/authProvider';
import type { BankValue } from '../BankName';
import { visibleColumns } from './visibleColumns';

export { visibleColumns } from './visibleColumns';

/** What an exported value may use beyond the row. */
export interface ExportContext {
  translate: TranslateFunction;
  bankName: (value: BankValue) => string;
}

/**
 * One column of a list table, for the column chooser and the CSV export. `id` is what react-admin's
 * DataTable calls the column (its `source`, else its `label`); `value` gives the text a person
 * reads in the cell, and a column without one (an action button) is not exported; `pii` columns
 * (Full Name) exist only for a user whose show_pii is true (docs/product.md#levels).
 */
export interface ListColumn<R> {
  id: string;
  label: string;
  value?: (row: R, context: ExportContext) => CsvValue;
  pii?: boolean;
}

export interface ColumnSet<R> {
  /** The columns this user may see, in their default order. */
  columns: readonly ListColumn<R>[];
  storeKey: string;
  showPii: boolean;
}

/** The columns of `all` this user may see, and the chooser's store key for exactly that set. */
export const useColumnSet = <R>(all: readonly ListColumn<R>[], name?: string): ColumnSet<R> => {
  const resource = useResourceContext();
  const { identity } = useGetIdentity();
  const showPii = !!(identity as AppIdentity | undefined)?.show_pii;
  const tableName = name ?? resource ?? 'list';
  return useMemo(() => {
    const columns = all.filter(column => showPii || !column.pii);
    return {
      columns,
      showPii,
      storeKey: columnsStoreKey(
        tableName,
        columns.map(column => column.id),
      ),
    };
  }, [all, showPii, tableName]);
};

const NO_COLUMNS: string[] = [];

/** The visible columns of a set, in the order the chooser gives them (react-admin's DataTable rules). */
export const useVisibleColumns = <R>({ columns, storeKey }: ColumnSet<R>): ListColumn<R>[] => {
  const [hidden] = useStore<string[]>(storeKey, NO_COLUMNS);
  const [ranks] = useStore<number[] | undefined>(`${storeKey}_columnRanks`);
  return useMemo(() => visibleColumns(columns, hidden, ranks), [columns, hidden, ranks]);
};
