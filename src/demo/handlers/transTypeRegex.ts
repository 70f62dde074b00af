import { paginate } from '../lib/paging';
import { idOf, includesText, isValidRegex, listParam, readBody, textProblem, type Body } from '../lib/query';
import { fail, fieldErrors, json, noContent, notFound } from '../lib/respond';
import { authed, type AuthCtx } from '../route';
import type { TransTypeRegexRow } from '../types';

/**
 * Transaction-type regex rules (staff; docs/api.md#regex).
 * Paths: GET transtyperegex/ (filters bank = id or name, regex, trans_type, id__in), POST
 * transtyperegex/ {bank, regex, trans_type}, PATCH transtyperegex/ {id, ...changed}, DELETE
 * transtyperegex/ {id} (also PATCH/DELETE transtyperegex/{id}/), POST transtyperegex/sanitise/
 * with form field Description -> {description, sanitised, regex, matches}.
 */

/** docs/api.md#regex: id, bank (an id; its name comes from the banks list), regex, trans_type. */
const wire = (row: TransTypeRegexRow) => ({ id: row.id, bank: row.bank, regex: row.regex, trans_type: row.trans_type });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const validated = (ctx: AuthCtx, body: Body, partial: boolean): Partial<TransTypeRegexRow> => {
  const out: Partial<TransTypeRegexRow> = {};
  const errors: Record<string, string[]> = {};
  for (const field of ['bank', 'regex', 'trans_type'] as const) {
    if (partial && !(field in body)) continue;
    const problem = textProblem(body, field);
    if (problem) errors[field] = [problem];
  }
  if ('bank' in body && !errors.bank) {
    const bank = ctx.store.banks.get(idOf(body.bank));
    if (!bank) errors.bank = [`Invalid pk "${String(body.bank)}" - object does not exist.`];
    else out.bank = bank.id;
  }
  if ('regex' in body && !errors.regex) {
    if (!isValidRegex(String(body.regex))) errors.regex = ['Invalid regular expression.'];
    else out.regex = String(body.regex);
  }
  if ('trans_type' in body && !errors.trans_type) {
    const wanted = String(body.trans_type).trim().toLowerCase();
    const type = ctx.store.transTypes.all().find(row => row.name.toLowerCase() === wanted || String(row.id) === wanted);
    if (!type) errors.trans_type = ['Unknown transaction type.'];
    else out.trans_type = type.name;
  }
  if (Object.keys(errors).length) fail(fieldErrors(errors));
  return out;
};

const update = async (ctx: AuthCtx, id?: string) => {
  const body = await readBody(ctx.request);
  const row = ctx.store.transTypeRegex.get(idOf(id ?? body.id));
  if (!row) return notFound();
  return json(wire(ctx.store.transTypeRegex.update(row.id, validated(ctx, body, true))!));
};

const remove = (ctx: AuthCtx, id: unknown) =>
  ctx.store.transTypeRegex.remove(idOf(id) ?? -1) ? noContent() : notFound();

/** A description reduced to its stable words, and a regex that matches descriptions like it. */
const sanitise = (description: string) => {
  const upper = description.toUpperCase().replace(/\s+/g, ' ').trim();
  const sanitised = upper
    .replace(/\b\d{1,2}[/-]\d{1,2}([/-]\d{2,4})?\b/g, '')
    .replace(/[\d*#]{3,}/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const words = sanitised.split(' ').filter(Boolean).slice(0, 4);
  return { description, sanitised, regex: words.length ? `^${words.map(escape).join('\\s+')}` : '' };
};

export const transTypeRegexHandlers = [
  authed(
    'post',
    'transtyperegex/sanitise',
    async ctx => {
      const body = await readBody(ctx.request);
      const description = String(body.Description ?? body.description ?? '');
      if (!description.trim()) return fieldErrors({ Description: ['This field is required.'] });
      const result = sanitise(description);
      const matches = ctx.store.transTypeRegex
        .all()
        .filter(row => new RegExp(row.regex, 'i').test(result.description.toUpperCase()));
      return json({ ...result, matches: matches.map(wire) });
    },
    'staff',
  ),

  authed(
    'get',
    'transtyperegex',
    ({ store, url }) => {
      const params = url.searchParams;
      const bank = params.get('bank')?.trim();
      const regex = params.get('regex')?.trim();
      const type = params.get('trans_type')?.trim();
      const ids = listParam(params, 'id__in')?.map(Number);
      const rows = store.transTypeRegex.all().filter(row => {
        const bankName = store.banks.get(row.bank)?.name ?? '';
        return (
          (!bank || String(row.bank) === bank || includesText(bankName, bank)) &&
          (!regex || includesText(row.regex, regex)) &&
          (!type || includesText(row.trans_type, type)) &&
          (!ids || ids.includes(row.id))
        );
      });
      return paginate(url, rows, { defaultOrdering: 'id' }, wire);
    },
    'staff',
  ),

  authed(
    'post',
    'transtyperegex',
    async ctx => {
      const values = validated(ctx, await readBody(ctx.request), false) as Omit<TransTypeRegexRow, 'id'>;
      return json(wire(ctx.store.transTypeRegex.insert({ ...values, id: ctx.store.transTypeRegex.nextId() })), 201);
    },
    'staff',
  ),

  authed('patch', 'transtyperegex', ctx => update(ctx), 'staff'),
  authed('patch', 'transtyperegex/:id(\\d+)', ctx => update(ctx, ctx.params.id), 'staff'),
  authed('delete', 'transtyperegex', async ctx => remove(ctx, (await readBody(ctx.request)).id), 'staff'),
  authed('delete', 'transtyperegex/:id(\\d+)', ctx => remove(ctx, ctx.params.id), 'staff'),
];
