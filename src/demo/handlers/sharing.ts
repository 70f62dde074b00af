import { html, pdf, zip } from '../lib/files';
import { isEmail, idOf, readBody, requireFields } from '../lib/query';
import { detail, fieldErrors, file, json, notFound } from '../lib/respond';
import { authed, open, visible } from '../route';
import { DAY, iso } from '../lib/time';
import type { DemoStore } from '../store';
import type { SharedLinkRow } from '../types';
import { summaryLines } from './downloads';

/**
 * Sharing an application's documents (docs/api.md#sharing).
 * Paths: POST applications/{id}/share/ (chosen: the spec does not show it; body application_id,
 * recipient_name, recipient_email); POST sharedlink/generate/ (body application_id, optional
 * expires_in_days; needs a signed-in user; answers guid, application_id, expires);
 * POST sharedlink/fetch/ (body guid; GET with ?guid= too; answers application_id, the one field
 * the specification gives; 403 when expired); GET applications/{application_id}/download-shared-files?guid=
 * (a zip; public, but only with the guid of a live link for that application).
 */

const EXPIRED = 'The download link has expired.';

const linkState = (store: DemoStore, guid: string | null | undefined): SharedLinkRow | Response => {
  const link = guid ? store.sharedLinks.get(guid.trim()) : undefined;
  if (!link) return notFound();
  if (link.expires < Date.now()) return detail(403, EXPIRED);
  return link;
};

export const sharingHandlers = [
  authed('post', 'applications/:id(\\d+)/share', async ctx => {
    const app = visible(ctx, ctx.store.applications.get(Number(ctx.params.id)));
    const body = await readBody(ctx.request);
    requireFields(body, ['recipient_name', 'recipient_email']);
    if (!isEmail(body.recipient_email)) return fieldErrors({ recipient_email: ['Enter a valid email address.'] });
    if (!app.analysed) return detail(400, 'The application has not been analysed.');
    return json({ detail: 'Email sent.', application_id: app.id, recipient_email: body.recipient_email });
  }),

  authed('post', 'sharedlink/generate', async ctx => {
    const body = await readBody(ctx.request);
    const id = idOf(body.application_id);
    if (id === undefined) return fieldErrors({ application_id: ['This field is required.'] });
    const app = visible(ctx, ctx.store.applications.get(id));
    const days = Math.min(30, Math.max(1, Number(body.expires_in_days) || 7));
    const link = ctx.store.sharedLinks.insert({
      guid: globalThis.crypto.randomUUID(),
      application_id: app.id,
      expires: Date.now() + days * DAY,
      created_by: ctx.user.id,
    });
    return json({ guid: link.guid, application_id: link.application_id, expires: iso(link.expires) }, 201);
  }),

  open('post', 'sharedlink/fetch', async ({ request, store }) => {
    const body = await readBody(request);
    const found = linkState(store, typeof body.guid === 'string' ? body.guid : null);
    return found instanceof Response ? found : json({ application_id: found.application_id });
  }),

  open('get', 'sharedlink/fetch', ({ url, store }) => {
    const found = linkState(store, url.searchParams.get('guid'));
    return found instanceof Response ? found : json({ application_id: found.application_id });
  }),

  // Only the guid of a live link opens the files, whoever asks: without one there is no share.
  open('get', 'applications/:id(\\d+)/download-shared-files', ({ url, store, params }) => {
    const app = store.applications.get(Number(params.id));
    if (!app) return notFound();
    const found = linkState(store, url.searchParams.get('guid'));
    if (found instanceof Response) return found;
    if (found.application_id !== app.id) return notFound();
    const lines = summaryLines(store, app);
    const body = zip([
      { name: `summary-${app.id}.html`, content: html(`Summary ${app.id}`, lines) },
      { name: `summary-${app.id}.pdf`, content: pdf(`Summary ${app.id}`, lines) },
    ]);
    return file(body, 'application/zip', `shared-files-${app.id}.zip`);
  }),
];
