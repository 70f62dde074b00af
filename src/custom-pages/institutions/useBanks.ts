import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../providers';

/**
 * GET banks, every page. A USER's request names the vendor's country (the table also filters
 * by it, for a backend that ignores the parameter). Failures are toasted once.
 */
export const useBanks = (country: string | null) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryKey = ['institutions', 'banks', country ?? 'all'];
  const result = useQuery({
    queryKey,
    queryFn: ({ signal }) => dataProvider.banks({ country, signal }),
    retry: false,
    staleTime: 60 * 1000,
  });
  const { error } = result;
  useEffect(() => {
    if (error) notify(error instanceof Error ? error.message : String(error), { type: 'error' });
  }, [error, notify]);
  return { ...result, queryKey };
};

/** The value once it has stopped changing for `delay` ms. */
export const useDebouncedValue = <T>(value: T, delay: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
};
