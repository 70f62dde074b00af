import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers';
import { SIDE_READ } from '../../providers/sessionRule';

export const STATUSES_KEY = ['metricmodules', 'statuses'];
export const VENDORS_KEY = ['metricmodules', 'vendors'];

/**
 * GET metrics/statuses/: every metric's code, name and whether it is enabled. Fresh for 30 s: the
 * status cells mount once the answer is in, and each would otherwise find it stale and ask again
 * (the page asked twice at every opening). A restart writes the new statuses itself.
 */
export const useMetricStatuses = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: STATUSES_KEY,
    queryFn: ({ signal }) => dataProvider.metricStatuses({ signal }),
    staleTime: 30_000,
  });
};

/** GET users/vendors: the vendors a custom metric may belong to. */
export const useVendorChoices = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: VENDORS_KEY,
    queryFn: ({ signal }) => dataProvider.vendorChoices({ signal, ...SIDE_READ }),
    staleTime: 5 * 60_000,
  });
};
