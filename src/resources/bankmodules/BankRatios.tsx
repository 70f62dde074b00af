import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { ListCutNote } from '../../components/ListCutNote';
import type { AppDataProvider, BankRatio } from '../../providers';

interface BankRatiosState {
  byId: Map<number, BankRatio>;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

const BankRatiosContext = createContext<BankRatiosState>({
  byId: new Map(),
  isPending: true,
  error: null,
  refetch: () => undefined,
});

export const RATIOS_QUERY_KEY = ['bankmodules', 'ratios'] as const;

/**
 * GET bank/ratios/ once for the whole table, joined to the rows by bank id in their cells (the
 * ratios are not fields of a bank module). The rows do not wait for it.
 */
export const BankRatiosProvider = ({ children }: { children: ReactNode }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: RATIOS_QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.bankRatios({ signal }),
    staleTime: 60_000,
  });
  const { data, isPending, error, refetch } = query;
  const value = useMemo<BankRatiosState>(
    () => ({
      byId: new Map((data ?? []).map(ratio => [ratio.id, ratio])),
      isPending,
      error,
      refetch: () => void refetch(),
    }),
    [data, isPending, error, refetch],
  );
  return (
    <BankRatiosContext.Provider value={value}>
      {data && (
        <ListCutNote queryKey={RATIOS_QUERY_KEY} rows={data} loadFrom={from => dataProvider.bankRatios({ from })} />
      )}
      {children}
    </BankRatiosContext.Provider>
  );
};

export const useBankRatios = () => useContext(BankRatiosContext);
