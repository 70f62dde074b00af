import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { AppDataProvider, Bank, BankModule, BankRatio } from '../../providers';
import { SIDE_READ } from '../../providers/sessionRule';
import { bankHealth, vendorBankState } from '../../lib/bankHealth';
import { TRIAGE_WINDOW_DAYS, type BankState } from '../../lib/triage';
import { attentionRows, groupByCause, type BankStateOf } from './attentionRows';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AttentionFilterValues {
  labelId: Identifier | null;
  bankId: Identifier | null;
}

/**
 * Each bank's state by name (a crawler row names its bank, no id): for staff by its module and
 * ratios (lib/bankHealth: offline, warning past a threshold, online), else, and for a bank without
 * a module, by the banks list's `is_offline`.
 */
const bankStates = (
  banks: readonly Bank[] | undefined,
  modules: readonly BankModule[] | undefined,
  ratios: readonly BankRatio[] | undefined,
): BankStateOf => {
  const byName = new Map<string, BankState>();
  for (const bank of banks ?? []) if (bank?.name) byName.set(bank.name, vendorBankState(bank));
  const ratioOf = new Map((ratios ?? []).map(ratio => [ratio.id, ratio]));
  for (const module of modules ?? [])
    if (module?.name) byName.set(module.name, bankHealth(module, ratioOf.get(module.id)).state);
  return name => (name ? (byName.get(name) ?? null) : null);
};

/**
 * The screen's reads: its own list, the runs of the window (an error state with Retry when it
 * fails), and two side reads that never end the session: the applications of the window (to link
 * each run to its application; a run not found there is looked up when acted on) and the banks
 * (their state). The window is the last TRIAGE_WINDOW_DAYS days, from when the screen opened or
 * was last refreshed.
 */
export const useAttention = (filter: AttentionFilterValues, staff: boolean) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [opened, setOpened] = useState(() => Date.now());
  const since = useMemo(() => new Date(opened - TRIAGE_WINDOW_DAYS * DAY_MS).toISOString(), [opened]);
  const query = { since, labelId: filter.labelId, bankId: filter.bankId };
  const runsKey = ['needsAttention', 'runs', query] as const;
  const runs = useQuery({
    queryKey: runsKey,
    queryFn: ({ signal }) => dataProvider.attentionRuns(query, { signal }),
    retry: false,
  });
  // An earlier attempt of an application is older than its current run: a day more of applications.
  const applications = useQuery({
    queryKey: ['needsAttention', 'applications', query],
    queryFn: ({ signal }) =>
      dataProvider.attentionApplications(
        { ...query, since: new Date(Date.parse(since) - DAY_MS).toISOString() },
        { signal, ...SIDE_READ },
      ),
    retry: false,
  });
  const banks = useQuery({
    queryKey: ['needsAttention', 'banks'],
    queryFn: async ({ signal }) =>
      (
        await dataProvider.getList<Bank & { id: number }>('banks', {
          pagination: { page: 1, perPage: 1000 },
          sort: { field: 'name', order: 'ASC' },
          filter: {},
          signal,
          ...SIDE_READ,
        })
      ).data,
    staleTime: 60_000,
    retry: false,
  });
  // Staff read the banks' modules and ratios too (side reads): a failing module shows as warning.
  const modules = useQuery({
    queryKey: ['needsAttention', 'bankmodules'],
    queryFn: async ({ signal }) =>
      (
        await dataProvider.getList<BankModule>('bankmodules', {
          pagination: { page: 1, perPage: 1000 },
          sort: { field: 'name', order: 'ASC' },
          filter: {},
          signal,
          ...SIDE_READ,
        })
      ).data,
    enabled: staff,
    staleTime: 60_000,
    retry: false,
  });
  const ratios = useQuery({
    queryKey: ['needsAttention', 'ratios'],
    queryFn: ({ signal }) => {
      const options = { signal, ...SIDE_READ };
      return dataProvider.bankRatios(options);
    },
    enabled: staff,
    staleTime: 60_000,
    retry: false,
  });
  const settled = !applications.isPending && !banks.isPending && (!staff || (!modules.isPending && !ratios.isPending));
  // Runs still going are timed from when their answer came.
  const readAt = runs.dataUpdatedAt;
  const rows = useMemo(
    () =>
      runs.data && settled
        ? attentionRows(runs.data, applications.data ?? [], bankStates(banks.data, modules.data, ratios.data), readAt)
        : [],
    [runs.data, settled, applications.data, banks.data, modules.data, ratios.data, readAt],
  );
  const groups = useMemo(() => groupByCause(rows), [rows]);
  const refresh = () => {
    setOpened(Date.now());
  };
  return {
    runsKey,
    runs,
    rows,
    groups,
    /** Still loading: the runs, or what names their applications and banks. */
    isPending: runs.isPending || (runs.isSuccess && !settled),
    refresh,
    loadFrom: (next: string) => dataProvider.attentionRuns(query, { from: next }),
  };
};
