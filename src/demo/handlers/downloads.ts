import { csv, html, pdf, zip } from '../lib/files';
import { paginate } from '../lib/paging';
import { detail, file, json, notFound } from '../lib/respond';
import { authed, visible, type AuthCtx } from '../route';
import { DAY, iso } from '../lib/time';
import { applicationStatus, serializeApplication } from '../serialize/applications';
import type { DemoStore } from '../store';
import type { AccountRow, AnalysisRow, ApplicationRow } from '../types';

/**
 * Reprints and downloads (docs/api.md#downloads). Every download answers a small real file with its
 * Content-Type and `Content-Disposition: attachment; filename="..."`.
 * Paths: GET applications/{id}/summary, summary/html, summary/pdf, bundle, report, combined/html,
 * combined/pdf, combined/csv; GET analyses/{id}/report, report/html, report/pdf, report/csv;
 * POST applications/{id}/print/{html|pdf}; POST analyses/{id}/print/{html|pdf};
 * GET score/explainer/{score_id}/{html|pdf}; GET accounts/{id}/estatement (a page of statements),
 * accounts/{id}/estatement/{eid}, accounts/{id}/interim.
 */

const appOf = (ctx: AuthCtx) => visible(ctx, ctx.store.applications.get(Number(ctx.params.id)));
const analysisOf = (ctx: AuthCtx) => visible(ctx, ctx.store.analyses.get(Number(ctx.params.id)));
const accountOf = (ctx: AuthCtx): AccountRow => {
  const account = ctx.store.accounts.get(Number(ctx.params.id));
  visible(ctx, account ? ctx.store.applications.get(account.application_id) : undefined);
  return account!;
};

export const summaryLines = (store: DemoStore, app: ApplicationRow): string[] => {
  const accountsOf = store.accounts.by('profile_id');
  return [
    `Application ${app.id} - ${store.vendors.get(app.vendor_id)?.name ?? ''} (${store.labels.get(app.label_id)?.ref ?? ''})`,
    `Vendor specific id: ${app.vendor_specific_id}`,
    `Started: ${iso(app.timestamp)}`,
    `Status: ${applicationStatus(store, app)}; analysed: ${app.analysed ? 'yes' : 'no'}; finalised: ${app.finalised ? 'yes' : 'no'}`,
    ...(store.profiles.by('application_id').get(app.id) ?? []).flatMap(profile => [
      `Profile ${profile.id} at ${store.banks.get(profile.bank_id)?.name ?? ''}`,
      ...(accountsOf.get(profile.id) ?? []).map(
        a =>
          `  ${a.nickname} ${a.bsb} ${a.number}: balance ${a.balance.toFixed(2)}, ${a.transaction_count} transactions`,
      ),
    ]),
  ];
};

const analysisLines = (store: DemoStore, analysis: AnalysisRow) => [
  `Analysis ${analysis.id} of account ${analysis.account_id} (${store.banks.get(analysis.bank_id)?.name ?? ''})`,
  `Transactions: ${analysis.transaction_count}`,
  `Unidentified transaction type: ${analysis.unidentified_transaction_type_count}`,
  `Unidentified transaction category: ${analysis.unidentified_transaction_category_count}`,
];

const FORMATS = new Set(['html', 'pdf']);
const NOT_READY = 'The application has not been analysed.';

const appFile =
  (kind: 'summary' | 'report' | 'combined', format: 'html' | 'pdf' | 'csv' | 'json') => (ctx: AuthCtx) => {
    const app = appOf(ctx);
    if (!app.analysed) return detail(404, NOT_READY);
    const lines = summaryLines(ctx.store, app);
    const name = `${kind}-${app.id}.${format}`;
    const title = `${kind[0].toUpperCase()}${kind.slice(1)} ${app.id}`;
    if (format === 'html') return file(html(title, lines), 'text/html; charset=utf-8', name);
    if (format === 'pdf') return file(pdf(title, lines), 'application/pdf', name);
    if (format === 'json')
      return file(JSON.stringify(serializeApplication(ctx.store, app, ctx.user), null, 2), 'application/json', name);
    return file(csv([['line'], ...lines.map(line => [line])]), 'text/csv; charset=utf-8', name);
  };

const analysisFile = (format: 'html' | 'pdf' | 'csv' | 'json') => (ctx: AuthCtx) => {
  const analysis = analysisOf(ctx);
  if (!analysis.completed) return detail(404, 'The analysis has not completed.');
  const lines = analysisLines(ctx.store, analysis);
  const name = `analysis-${analysis.id}.${format}`;
  if (format === 'html') return file(html(`Analysis ${analysis.id}`, lines), 'text/html; charset=utf-8', name);
  if (format === 'pdf') return file(pdf(`Analysis ${analysis.id}`, lines), 'application/pdf', name);
  if (format === 'json') return file(JSON.stringify({ id: analysis.id, lines }, null, 2), 'application/json', name);
  const rows = Array.from({ length: Math.min(50, analysis.transaction_count) }, (_, i) => [
    iso(analysis.time - i * DAY)!.slice(0, 10),
    `Transaction ${i + 1}`,
    ((i * 37) % 500) - 250,
  ]);
  return file(csv([['date', 'description', 'amount'], ...rows]), 'text/csv; charset=utf-8', name);
};

/** An account's last three monthly statements, ending at the application's time. */
const statements = (ctx: AuthCtx, account: AccountRow) => {
  const end = ctx.store.applications.get(account.application_id)?.timestamp ?? Date.now();
  return account.eStatement
    ? [1, 2, 3].map(n => ({
        id: n,
        account_id: account.id,
        period_start: iso(end - n * 30 * DAY)!.slice(0, 10),
        period_end: iso(end - (n - 1) * 30 * DAY - DAY)!.slice(0, 10),
        filename: `estatement-${account.id}-${n}.pdf`,
      }))
    : [];
};

export const downloadHandlers = [
  authed('get', 'applications/:id(\\d+)/summary/html', appFile('summary', 'html')),
  authed('get', 'applications/:id(\\d+)/summary/pdf', appFile('summary', 'pdf')),
  authed('get', 'applications/:id(\\d+)/summary', appFile('summary', 'json')),
  authed('get', 'applications/:id(\\d+)/report', appFile('report', 'pdf')),
  authed('get', 'applications/:id(\\d+)/combined/html', appFile('combined', 'html')),
  authed('get', 'applications/:id(\\d+)/combined/pdf', appFile('combined', 'pdf')),
  authed('get', 'applications/:id(\\d+)/combined/csv', appFile('combined', 'csv')),
  authed('get', 'applications/:id(\\d+)/bundle', ctx => {
    const app = appOf(ctx);
    if (!app.analysed) return detail(404, NOT_READY);
    const lines = summaryLines(ctx.store, app);
    const body = zip([
      { name: `summary-${app.id}.html`, content: html(`Summary ${app.id}`, lines) },
      { name: `summary-${app.id}.pdf`, content: pdf(`Summary ${app.id}`, lines) },
    ]);
    return file(body, 'application/zip', `bundle-${app.id}.zip`);
  }),

  authed('get', 'analyses/:id(\\d+)/report', analysisFile('json')),
  authed('get', 'analyses/:id(\\d+)/report/html', analysisFile('html')),
  authed('get', 'analyses/:id(\\d+)/report/pdf', analysisFile('pdf')),
  authed('get', 'analyses/:id(\\d+)/report/csv', analysisFile('csv')),

  authed('post', 'applications/:id(\\d+)/print/:format', ctx => {
    if (!FORMATS.has(ctx.params.format)) return notFound();
    const app = appOf(ctx);
    const kind = ctx.params.format.toUpperCase();
    if (!app.analysed) return detail(400, `Cannot reprint ${kind} Summary: ${app.id}`);
    return json({ detail: `Reprinting ${kind} Summary: ${app.id}` });
  }),

  authed('post', 'analyses/:id(\\d+)/print/:format', ctx => {
    if (!FORMATS.has(ctx.params.format)) return notFound();
    const analysis = analysisOf(ctx);
    const kind = ctx.params.format.toUpperCase();
    if (!analysis.completed) return detail(400, `Cannot reprint ${kind} Analysis: ${analysis.id}`);
    return json({ detail: `Reprinting ${kind} Analysis: ${analysis.id}` });
  }),

  authed('get', 'score/explainer/:score/:format', ctx => {
    if (!FORMATS.has(ctx.params.format)) return notFound();
    const app = ctx.store.applications.all().find(row => row.score_id === ctx.params.score);
    visible(ctx, app);
    const lines = [
      `Score ${ctx.params.score} of application ${app!.id}`,
      'Income stability: good',
      'Expense coverage: adequate',
      'Dishonours: none',
    ];
    return ctx.params.format === 'html'
      ? file(
          html(`Score explainer ${ctx.params.score}`, lines),
          'text/html; charset=utf-8',
          `score-${ctx.params.score}.html`,
        )
      : file(pdf(`Score explainer ${ctx.params.score}`, lines), 'application/pdf', `score-${ctx.params.score}.pdf`);
  }),

  authed('get', 'accounts/:id(\\d+)/estatement', ctx =>
    paginate(ctx.url, statements(ctx, accountOf(ctx)), { defaultOrdering: 'id' }),
  ),

  authed('get', 'accounts/:id(\\d+)/estatement/:eid', ctx => {
    const account = accountOf(ctx);
    const statement = statements(ctx, account).find(row => String(row.id) === ctx.params.eid);
    if (!statement) return notFound();
    const lines = [`Account ${account.bsb} ${account.number}`, `Closing balance ${account.balance.toFixed(2)}`];
    return file(pdf(`eStatement ${statement.id}`, lines), 'application/pdf', statement.filename);
  }),

  authed('get', 'accounts/:id(\\d+)/interim', ctx => {
    const account = accountOf(ctx);
    if (!account.interim) return notFound();
    const lines = [`Account ${account.bsb} ${account.number}`, `Available ${account.available.toFixed(2)}`];
    return file(pdf('Interim statement', lines), 'application/pdf', `interim-${account.id}.pdf`);
  }),
];
