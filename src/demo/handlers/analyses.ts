import { paginate } from '../lib/paging';
import { listParam, parseBool, parseIntParam } from '../lib/query';
import { json } from '../lib/respond';
import { authed, inScope, visible } from '../lib/route';
import { iso, parseTime } from '../lib/time';
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
      const rows = store.analyses
        .all()
        .filter(analysis => analysis.completed)
        .map(analysis => statisticsRow(store, analysis))
        .filter(
          row =>
            (!banks || banks.includes(row.bank)) &&
            (!labels || labels.includes(row.label_name)) &&
            (!types || types.includes(row.type)) &&
            (!accounts || accounts.includes(String(row.account_id))),
        );
      return paginate(url, rows, { defaultOrdering: '-start_time' });
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

  authed('get', 'analyses/:id(\\d+)', ctx => json(serializeAnalysis(ctx.store, visible(ctx, ctx.store.analyses.get(Number(ctx.params.id)))))),
];
