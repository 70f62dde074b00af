import { paginate } from '../lib/paging';
import { int, mulberry32, pick } from '../lib/rng';
import { listParam, parseBool, parseIntParam } from '../lib/query';
import { json } from '../lib/respond';
import { authed, inScope, visible } from '../route';
import { iso, MINUTE, parseTime } from '../lib/time';
import { serializeAnalysis } from '../serialize/rows';
import type { DemoStore } from '../store';
import type { AnalysisRow } from '../types';

/**
 * Analyses and their statistics (docs/api.md#analyses).
 * Paths: GET analyses/ (filters label_id, bank_id, vendor_id, application_id, account_id,
 * account_type, completed, id__in, timestamp = at or after), GET analyses/{id}/,
 * GET analyses/statistics/ (staff; filters bank, label_name, type, account_id as comma lists).
 * Answers: the analyses row of docs/api.md#analyses (serialize/rows.ts) and the statistics row,
 * whose percentages the client derives.
 */

const statisticsRow = (store: DemoStore, analysis: AnalysisRow) => ({
  start_time: iso(analysis.time),
  bank: store.banks.get(analysis.bank_id)?.name ?? '',
  label_name: store.labels.get(analysis.label_id)?.ref ?? '',
  account_id: analysis.account_id,
  type: analysis.account_type,
  transaction_count: analysis.transaction_count,
  unidentified_transaction_type_count: analysis.unidentified_transaction_type_count,
  unidentified_transaction_category_count: analysis.unidentified_transaction_category_count,
});

type StatisticsRow = ReturnType<typeof statisticsRow>;

/**
 * Demo volume of the statistics (docs/screens/dieds-analysisstats.md): the bench and the e2e
 * stories set `localStorage["demo-analysis-statistics"] = '{"rows": 10000, "pageSize": 1000}'` to
 * have exactly that many rows (the seeded ones, then a deterministic history) in pages of that size.
 * Unset, the statistics are the seeded analyses in pages of 100, as before. Only this call reads it.
 */
export const STATISTICS_VOLUME_KEY = 'demo-analysis-statistics';

const statisticsVolume = (): { rows: number; pageSize?: number } | null => {
  try {
    const raw = globalThis.localStorage?.getItem(STATISTICS_VOLUME_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { rows?: unknown; pageSize?: unknown };
    const rows = Number(value.rows);
    const pageSize = Number(value.pageSize);
    if (!Number.isInteger(rows) || rows < 0 || rows > 100_000) return null;
    return { rows, pageSize: Number.isInteger(pageSize) && pageSize > 0 ? pageSize : undefined };
  } catch {
    return null;
  }
};

let history: { key: string; rows: StatisticsRow[] } | null = null;

/** `count` older rows after `oldest`, the same for the same store and count. */
const statisticsHistory = (store: DemoStore, count: number, oldest: number): StatisticsRow[] => {
  const key = `${store.createdAt}:${count}`;
  if (history?.key === key) return history.rows;
  const rng = mulberry32(20260424);
  const banks = store.banks.all().map(bank => bank.name);
  const labels = store.labels.all().map(label => label.ref);
  const types = ['transaction', 'savings', 'credit_card', 'loan'];
  const rows: StatisticsRow[] = [];
  for (let i = 0; i < count; i++) {
    const transactions = rng() < 0.05 ? 0 : int(rng, 1, 800);
    rows.push({
      start_time: iso(oldest - (i + 1) * 7 * MINUTE),
      bank: pick(rng, banks),
      label_name: pick(rng, labels),
      account_id: 900001 + i,
      type: pick(rng, types),
      transaction_count: transactions,
      unidentified_transaction_type_count: Math.round(transactions * rng() * 0.12),
      unidentified_transaction_category_count: Math.round(transactions * rng() * 0.2),
    });
  }
  history = { key, rows };
  return rows;
};

export const analysisHandlers = [
  authed(
    'get',
    'analyses/statistics',
    ({ store, url }) => {
      const params = url.searchParams;
      const banks = listParam(params, 'bank');
      const labels = listParam(params, 'label_name');
      const types = listParam(params, 'type');
      const accounts = listParam(params, 'account_id');
      const volume = statisticsVolume();
      const analyses = store.analyses.all().filter(analysis => analysis.completed);
      let all = analyses.map(analysis => statisticsRow(store, analysis));
      if (volume) {
        const oldest = analyses.reduce((min, analysis) => Math.min(min, analysis.time), Date.now());
        all = [...all, ...statisticsHistory(store, Math.max(0, volume.rows - all.length), oldest)].slice(
          0,
          volume.rows,
        );
      }
      const rows = all.filter(
        row =>
          (!banks || banks.includes(row.bank)) &&
          (!labels || labels.includes(row.label_name)) &&
          (!types || types.includes(row.type)) &&
          (!accounts || accounts.includes(String(row.account_id))),
      );
      return paginate(url, rows, { defaultOrdering: '-start_time', defaultPageSize: volume?.pageSize });
    },
    'staff',
  ),

  authed('get', 'analyses', ctx => {
    const params = ctx.url.searchParams;
    const labels = listParam(params, 'label_id')?.map(Number);
    const banks = listParam(params, 'bank_id')?.map(Number);
    const vendors = listParam(params, 'vendor_id')?.map(Number);
    const ids = listParam(params, 'id__in')?.map(Number);
    const application = parseIntParam(params.get('application_id'));
    const account = parseIntParam(params.get('account_id'));
    const type = params.get('account_type');
    const completed = parseBool(params.get('completed'));
    const since = parseTime(params.get('timestamp'));
    const rows = ctx.store.analyses
      .all()
      .filter(
        row =>
          inScope(ctx, row.vendor_id) &&
          (!labels || labels.includes(row.label_id)) &&
          (!banks || banks.includes(row.bank_id)) &&
          (!vendors || vendors.includes(row.vendor_id)) &&
          (!ids || ids.includes(row.id)) &&
          (application === undefined || row.application_id === application) &&
          (account === undefined || row.account_id === account) &&
          (!type || row.account_type === type) &&
          (completed === undefined || row.completed === completed) &&
          (since === undefined || row.time >= since),
      );
    return paginate(ctx.url, rows, { defaultOrdering: '-time' }, row => serializeAnalysis(ctx.store, row));
  }),

  authed('get', 'analyses/:id(\\d+)', ctx =>
    json(serializeAnalysis(ctx.store, visible(ctx, ctx.store.analyses.get(Number(ctx.params.id))))),
  ),
];
