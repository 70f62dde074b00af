import { useCallback, useContext } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataProviderContext, useDataProvider, type Identifier } from 'react-admin';
import { config } from '../../config';
import { buildRecrawlPayload, recrawlDefaults } from '../../components/recrawl/recrawlSchema';
import { cutOf, withCut, type AppDataProvider, type Rows } from '../../providers';
import type { DiedCrawler, VendorChoice } from '../../providers/methods/staffOps';
import { runBatch, tagRows, type DiedRow } from './diedRows';
import { isSessionEnded, SIDE_READ } from '../../providers/sessionRule';

export interface DiedsQuery {
  vendors: VendorChoice[];
  labelId: Identifier | null;
}

export interface DiedsResult {
  rows: DiedRow[];
  /** Vendors whose call failed, with the reason; the other vendors' rows are shown. */
  failures: { vendor: VendorChoice; message: string }[];
  /** Vendors whose list stopped before its end (pages.ts), with what was read: the page says so. */
  cuts: { vendor: VendorChoice; read: Rows<DiedCrawler> }[];
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** GET users/vendors once per visit: a read on the side, whose refusal never ends the session (docs/product.md#session). */
export const useVendorChoices = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['dieds', 'vendors'],
    queryFn: async ({ signal }) => (await dataProvider.vendors({ signal, ...SIDE_READ })) ?? [],
    retry: false,
    staleTime: 5 * 60_000,
  });
};

const diedsKey = (query: DiedsQuery | null) => [
  'dieds',
  'list',
  query?.vendors.map(vendor => vendor.id) ?? [],
  query?.labelId ?? null,
];

/** The died crawlers of every chosen vendor; one vendor failing leaves the others' rows. */
export const useDiedsList = (query: DiedsQuery | null) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: diedsKey(query),
    enabled: !!query,
    retry: false,
    queryFn: async ({ signal }): Promise<DiedsResult> => {
      const vendors = query?.vendors ?? [];
      const answers = await Promise.allSettled(
        vendors.map(vendor => dataProvider.vendorDieds(vendor.id, { labelId: query?.labelId }, { signal })),
      );
      const failures = answers.flatMap((answer, i) =>
        answer.status === 'rejected' ? [{ vendor: vendors[i], message: messageOf(answer.reason) }] : [],
      );
      if (vendors.length && failures.length === vendors.length) throw new Error(failures[0].message);
      const rows = answers.flatMap((answer, i) =>
        answer.status === 'fulfilled' ? tagRows(vendors[i], answer.value ?? []) : [],
      );
      const cuts = answers.flatMap((answer, i) =>
        answer.status === 'fulfilled' && answer.value && cutOf(answer.value)
          ? [{ vendor: vendors[i], read: answer.value }]
          : [],
      );
      return { rows, failures, cuts };
    },
  });
};

/**
 * Recrawl and delete over a selection, one row at a time (diedRows.runBatch). A recrawl reads the
 * row's application first (its vendor label is the payload's `vendorref`) and sends the crawler's
 * own options with the recrawl defaults. A 401/403/502 ends the session (src/providers/sessionRule.ts)
 * and stops the batch; it never passes as done.
 */
export const useDiedActions = (query: DiedsQuery | null) => {
  const dataProvider = useContext(DataProviderContext) as AppDataProvider;
  const queryClient = useQueryClient();

  const recrawlOne = useCallback(
    async (row: DiedRow) => {
      if (row.application_id == null) throw new Error('app.dieds.no_application');
      const { data: application } = await dataProvider.getOne<{ id: number; vendor_label?: string | null }>(
        'applications',
        { id: row.application_id },
      );
      const payload = buildRecrawlPayload(
        { id: row.application_id, vendor_label: application.vendor_label },
        { crawler: { uuid: row.uuid } },
        recrawlDefaults({ options: row.crawler_options }),
        config.environment,
      );
      return dataProvider.recrawl(row.application_id, payload);
    },
    [dataProvider],
  );

  const deleteOne = useCallback((row: DiedRow) => dataProvider.deleteDied(row.vendor_id, row.uuid), [dataProvider]);

  /**
   * Load the rest of one vendor's cut list: from the cut's `next`, added to the shown rows; the
   * vendor's line goes, or says the new cut.
   */
  const loadRest = useCallback(
    async (vendor: VendorChoice, from: string) => {
      const more = await dataProvider.vendorDieds(vendor.id, {}, { from });
      queryClient.setQueryData<DiedsResult>(diedsKey(query), previous => {
        if (!previous) return previous;
        const cuts = previous.cuts.flatMap(cut => {
          if (cut.vendor.id !== vendor.id) return [cut];
          const read = withCut([...cut.read, ...more], cutOf(more));
          return cutOf(read) ? [{ vendor, read }] : [];
        });
        return { ...previous, rows: [...previous.rows, ...tagRows(vendor, more)], cuts };
      });
    },
    [dataProvider, query, queryClient],
  );

  /** Drops deleted rows from the shown list without asking again. */
  const forget = useCallback(
    (uuids: readonly string[]) => {
      const gone = new Set(uuids);
      queryClient.setQueryData<DiedsResult>(diedsKey(query), previous =>
        previous ? { ...previous, rows: previous.rows.filter(row => !gone.has(row.uuid)) } : previous,
      );
    },
    [query, queryClient],
  );

  const batch = useCallback(
    async (action: 'recrawl' | 'delete', rows: readonly DiedRow[], onProgress?: (done: number) => void) => {
      const result = await runBatch(rows, action === 'recrawl' ? recrawlOne : deleteOne, {
        onProgress,
        // The session ended (src/providers/sessionRule.ts): the rest of the batch is not sent.
        stop: isSessionEnded,
        messageOf,
      });
      if (action === 'delete') forget(result.done);
      return result;
    },
    [deleteOne, forget, recrawlOne],
  );

  return { batch, loadRest };
};
