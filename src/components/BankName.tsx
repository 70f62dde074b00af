import { createContext, memo, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useDataProvider, type DataProvider, type GetListResult, type RaRecord } from 'react-admin';
import { SIDE_READ } from '../providers/sessionRule';
import { bankName, isId, type BankValue } from '../lib/bankName';

export { bankName, type BankValue } from '../lib/bankName';

/**
 * Bank names from the banks list by id (docs/product.md, decision 12): api/v1 rows carry a
 * `bank_id`, not the name. One cached query of the whole list serves every use. It is a plain
 * query, not react-admin's useGetList, which copies every bank into the getOne cache per caller.
 * A read on the side (docs/product.md#session): its refusal never ends the session.
 */

interface Bank extends RaRecord {
  name?: string | null;
}

const WHOLE_LIST = {
  pagination: { page: 1, perPage: 10_000 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

const toNames = ({ data }: GetListResult<Bank>): ReadonlyMap<string, string> =>
  new Map(data.map(bank => [String(bank.id), String(bank.name ?? '')]));

const NONE: ReadonlyMap<string, string> = new Map();

/** The names for code outside render (an export): the cached list, fetched if needed; empty if it fails. */
export const fetchBankNames = async (
  queryClient: QueryClient,
  dataProvider: DataProvider,
): Promise<ReadonlyMap<string, string>> => {
  try {
    const result = await queryClient.fetchQuery({
      queryKey: ['banks', 'names'],
      queryFn: ({ signal }) => dataProvider.getList<Bank>('banks', { ...WHOLE_LIST, signal, ...SIDE_READ }),
      staleTime: 10 * 60_000,
    });
    return toNames(result);
  } catch {
    return NONE;
  }
};

/** Undefined while the list loads; without the list (it failed) every id shows as itself. */
export const useBankNames = (enabled = true): ReadonlyMap<string, string> | undefined => {
  const dataProvider = useDataProvider();
  const { data, isError } = useQuery({
    queryKey: ['banks', 'names'],
    queryFn: ({ signal }) => dataProvider.getList<Bank>('banks', { ...WHOLE_LIST, signal, ...SIDE_READ }),
    select: toNames,
    staleTime: 10 * 60_000,
    enabled,
  });
  return data ?? (isError ? NONE : undefined);
};

export const useBankName = (value: BankValue): string => bankName(value, useBankNames(isId(value)));

interface TableNames {
  names: ReadonlyMap<string, string> | undefined;
  need: () => void;
}

const TableNamesContext = createContext<TableNames | null>(null);

/**
 * Around a table of BankName cells: one subscription for the whole table instead of one a cell
 * (a page of 100 rows), and the banks list is asked for only once a cell holds an id.
 */
export const BankNamesProvider = ({ children }: { children: ReactNode }) => {
  const [needed, setNeeded] = useState(false);
  const names = useBankNames(needed);
  const value = useMemo(() => ({ names, need: () => setNeeded(true) }), [names]);
  return <TableNamesContext.Provider value={value}>{children}</TableNamesContext.Provider>;
};

/** A table cell: the bank's name, inside a BankNamesProvider (outside one an id shows as itself). */
export const BankName = memo(({ value }: { value: BankValue }) => {
  const table = useContext(TableNamesContext);
  const lookup = isId(value);
  useEffect(() => {
    if (lookup) table?.need();
  }, [lookup, table]);
  return <>{bankName(value, table ? table.names : NONE)}</>;
});
BankName.displayName = 'BankName';
