import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type GetListResult, type Identifier, type RaRecord } from 'react-admin';

/**
 * Bank names from the banks list by id (docs/product.md, decision 12): api/v1 rows carry a
 * `bank_id`, not the name. Every cell shares one cached query of the whole list. It is a plain
 * query, not react-admin's useGetList, which would copy every bank into the getOne cache once
 * per cell (a page of 100 rows times 60 banks).
 */

interface Bank extends RaRecord {
  name?: string | null;
}

const WHOLE_LIST = { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

const toNames = ({ data }: GetListResult<Bank>): ReadonlyMap<string, string> =>
  new Map(data.map(bank => [String(bank.id), String(bank.name ?? '')]));

const NONE: ReadonlyMap<string, string> = new Map();

/** Undefined while the list loads; without the list (it failed) every id shows as itself. */
export const useBankNames = (): ReadonlyMap<string, string> | undefined => {
  const dataProvider = useDataProvider();
  const { data, isError } = useQuery({
    queryKey: ['banks', 'names'],
    queryFn: ({ signal }) => dataProvider.getList<Bank>('banks', { ...WHOLE_LIST, signal }),
    select: toNames,
    staleTime: 10 * 60_000,
  });
  return data ?? (isError ? NONE : undefined);
};

/** A bank as a row gives it: a name is shown as it is, an id is looked up. */
export type BankValue = string | Identifier | null | undefined;

/**
 * The name to show: a text value as it is; an id's name once the list has it, the id itself if
 * the list does not know it, and nothing while the list loads.
 */
export const bankName = (value: BankValue, names: ReadonlyMap<string, string> | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && !/^\d+$/.test(value)) return value;
  if (!names) return '';
  return names.get(String(value)) || String(value);
};

export const useBankName = (value: BankValue): string => bankName(value, useBankNames());

export const BankName = memo(({ value }: { value: BankValue }) => <>{useBankName(value)}</>);
BankName.displayName = 'BankName';
