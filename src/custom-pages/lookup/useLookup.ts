import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../providers';
import { SIDE_READ } from '../../providers/sessionRule';
import type { AppIdentity } from '../../providers/authProvider';
import { DEFAULT_LOOKUP_TYPE, isLookupType, type LookupQuery, type LookupType } from './lookupTerm';

/**
 * The lookup a query string asks for. A failure is toasted once ("An error occured: ..."; 401,
 * 403 and 502 log out silently through the dataProvider proxy); the page keeps its form.
 */
export const useLookup = (query: LookupQuery) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const ready = query.kind === 'ready';
  const result = useQuery({
    queryKey: ['lookup', query.type, ready ? query.value : ''],
    queryFn: ({ signal }) => dataProvider.lookup(query.type, ready ? query.value : '', { signal }),
    enabled: ready,
    // A lookup that failed once fails again: say so now rather than after three retries.
    retry: false,
  });
  const { error } = result;
  useEffect(() => {
    if (error) notify(error instanceof Error ? error.message : String(error), { type: 'error' });
  }, [error, notify]);
  return result;
};

/**
 * docs/product.md#lookup: the default lookup type lives in the vendor settings. A user without a vendor
 * has none to read. The read is on the side (docs/product.md#session): a refusal or a failure never
 * ends the session; it leaves the product default, said by `unread`, without a toast.
 */
export const useDefaultLookupType = (): { type: LookupType; isLoading: boolean; unread: boolean } => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { identity, isPending: identityPending } = useGetIdentity();
  const hasVendor = !!(identity as AppIdentity | undefined)?.vendor;
  const { data, isLoading, isError } = useQuery({
    queryKey: ['lookup', 'defaultType'],
    queryFn: ({ signal }) => dataProvider.vendorSettings({ signal, ...SIDE_READ }),
    enabled: hasVendor,
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
  const configured = data?.vendor?.lookup_type;
  return {
    type: configured && isLookupType(configured) ? configured : DEFAULT_LOOKUP_TYPE,
    isLoading: identityPending || isLoading,
    unread: isError,
  };
};
