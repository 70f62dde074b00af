import type { Identifier } from 'react-admin';
import type { Environment } from '../../config';
import { RECRAWL_HOSTS, recrawlBase, type RecrawlHosts } from '../recrawlHosts';
import { accountMethods } from './account';
import { allPages, segment as id$, type Http } from './pages';
import type { CallOptions } from '../sessionRule';

/**
 * Typed calls for the actions on one application (docs/api.md#application-actions), spread into the
 * AppDataProvider so that screens call `dataProvider.reanalyse(id)` and so on. Each takes the
 * http client, so tests can hand in a fake one.
 */

/** The body of POST applications/{id}/recrawl/ (docs/api.md#application-actions). */
export interface RecrawlPayload {
  id: number;
  crawler_uuid: string;
  vendorref: string;
  environment: Environment;
  days_to_retrieve: number;
  days_to_display: number;
  analysis: boolean;
  balances: boolean;
  transactions: boolean;
  estatements: boolean;
  interims: boolean;
  account_owner_info: boolean;
}

export interface DocumentRecipient {
  name: string;
  email: string;
}

/** One webhook log entry (timestamp, event, response_code, success); api/v1 sends ISO text, epoch milliseconds are read too. */
export interface WebhookLogEntry {
  timestamp: string | number;
  event: string;
  response_code?: number | null;
  success: boolean;
}

/**
 * What Webhook deliveries reads of an application row (docs/api.md#applications): who it is, its
 * webhook log, and what the 7-day rule reads (its start, its accounts' analyses).
 */
export interface DeliveryApplication {
  id: number;
  timestamp: string;
  analysed?: boolean | null;
  vendor?: { name?: string | null } | null;
  vendor_label?: string | null;
  vendor_specific_id?: string | null;
  webhook_log?: WebhookLogEntry[] | null;
  profiles?: { accounts?: { analyses?: { time?: string | number | null }[] | null }[] | null }[] | null;
}

export type ReprintFormat = 'html' | 'pdf';

interface Detail {
  detail?: string;
}

/** The vendor setting holds a JSON text; anything unreadable means no recipient. */
export const parseRecipients = (value: unknown): DocumentRecipient[] => {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is DocumentRecipient => !!item && typeof item.email === 'string' && item.email.trim() !== '')
    .map(item => ({ name: typeof item.name === 'string' ? item.name : '', email: item.email.trim() }));
};

/** `recrawlHosts` names the api/v1 host of each environment (configuration); tests hand in their own. */
export const applicationMethods = (http: Http, recrawlHosts: RecrawlHosts = RECRAWL_HOSTS) => ({
  /** POST applications/{id}/analyses: execute the analysis again. */
  reanalyse: async (id: Identifier) =>
    (await http<Detail>(`applications/${id$(id)}/analyses`, { method: 'POST' })).json,

  /**
   * POST applications/{id}/recrawl/ to the host of the payload's environment: the configured
   * recrawl host of that environment, else the dashboard's own api/v1.
   */
  recrawl: async (id: Identifier, payload: RecrawlPayload) =>
    (
      await http<Detail>(`${recrawlBase(payload.environment, recrawlHosts)}applications/${id$(id)}/recrawl/`, {
        method: 'POST',
        body: payload,
      })
    ).json,

  /**
   * POST {vendor label}/{vendor-specific id}/finalise (decision 17): the application is named by
   * its vendor's label and the id the vendor gave it, each part URL-encoded.
   */
  finalise: async (vendorLabel: string, vendorSpecificId: string) =>
    (await http<Detail>(`${id$(vendorLabel)}/${id$(vendorSpecificId)}/finalise`, { method: 'POST' })).json,

  /**
   * POST mass-reanalysis/ with the ids to reanalyse (docs/api.md#application-actions: the body is
   * chosen, the specification gives none). What it answers is not read.
   */
  massReanalyse: async (ids: readonly Identifier[]) =>
    (await http<Detail>('mass-reanalysis/', { method: 'POST', body: { application_ids: [...ids] } })).json,

  /** The spec does not show the share path; the demo implements applications/{id}/share/. */
  shareApplication: async (id: Identifier, recipient: DocumentRecipient) =>
    (
      await http<Detail>(`applications/${id$(id)}/share/`, {
        method: 'POST',
        body: { application_id: Number(id), recipient_name: recipient.name, recipient_email: recipient.email },
      })
    ).json,

  deleteApplication: async (id: Identifier) =>
    (await http<Detail>(`applications/${id$(id)}/delete/`, { method: 'POST' })).json,

  sendBundleWebhook: async (id: Identifier) =>
    (await http<Detail>(`applications/${id$(id)}/bundle/webhook`, { method: 'POST' })).json,

  sendSummaryWebhook: async (id: Identifier) =>
    (await http<Detail>(`applications/${id$(id)}/summary/webhook`, { method: 'POST' })).json,

  reprintSummary: async (id: Identifier, format: ReprintFormat) =>
    (await http<Detail>(`applications/${id$(id)}/print/${format}`, { method: 'POST' })).json,

  /** GET dashboard/crawlers/{uuid}/seed: fills the bank's cache from this run (staff only). */
  seedCrawler: async (uuid: string) => (await http<Detail>(`dashboard/crawlers/${id$(uuid)}/seed`)).json,

  /** allowed_document_recipients of GET users/me/vendor/settings, a JSON list of {name, email}. */
  documentRecipients: async (options?: CallOptions) =>
    parseRecipients((await accountMethods(http).vendorSettings(options)).vendor?.allowed_document_recipients),

  /**
   * GET webhooks/logs/{id}, every page (lists follow their `next` links), up to MAX_PAGES: a cut
   * list says so (`cutOf`), and `from` (its `cut.next`) goes on from there.
   */
  applicationWebhookLogs: async (id: Identifier, signal?: AbortSignal, from?: string) =>
    from
      ? allPages<WebhookLogEntry>(http, from, { signal })
      : allPages<WebhookLogEntry>(http, `webhooks/logs/${id$(id)}`, { signal, query: { page_size: 100 } }),

  /**
   * GET applications/ started at or after `since` (the `timestamp` filter, ISO text), newest first,
   * every page up to MAX_PAGES: a cut list says so (`cutOf`), and `from` (its `cut.next`) goes on.
   */
  deliveryApplications: async (since: string, signal?: AbortSignal, from?: string) =>
    from
      ? allPages<DeliveryApplication>(http, from, { signal })
      : allPages<DeliveryApplication>(http, 'applications/', {
          signal,
          query: { timestamp: since, ordering: '-timestamp', page_size: 100 },
        }),
});

export type ApplicationMethods = ReturnType<typeof applicationMethods>;
