import { documentsExpired } from '../../lib/documentsAge';
import { responseCode, webhookCause, type WebhookCause } from '../../lib/webhookCause';
import type { DeliveryApplication } from '../../providers';

/**
 * What Webhook deliveries shows (docs/product.md#webhook-deliveries), derived from the applications'
 * webhook logs (docs/api.md#applications): the `_ready` deliveries of a window, counted per event,
 * the failures grouped by response code, and the applications whose latest delivery of an event
 * failed, with the resend calls that cover those events. Pure: the screen hands in the rows and the
 * clock.
 */

export const WINDOWS = { day: 24 * 60 * 60 * 1000, week: 7 * 24 * 60 * 60 * 1000, month: 30 * 24 * 60 * 60 * 1000 };
export type DeliveryWindow = keyof typeof WINDOWS;

/** The resend calls of docs/api.md#application-actions. */
export type ResendCall = 'bundle' | 'summary';

/** The events each resend call delivers again; an event no call covers cannot be resent from here. */
export const RESEND_EVENTS: Record<ResendCall, readonly string[]> = {
  bundle: ['bundle_ready', 'report_ready'],
  summary: ['summary_ready'],
};

export interface Delivery {
  event: string;
  success: boolean;
  /** Epoch ms. */
  time: number;
  code: number | null;
}

export interface EventCount {
  event: string;
  delivered: number;
  failed: number;
}

export interface CodeGroup {
  /** The response code, null for none (no answer). */
  code: number | null;
  cause: WebhookCause;
  /** Failed deliveries in the window that answered this code. */
  deliveries: number;
  /** Applications with such a failure. */
  applications: number;
}

export interface DeliveryRow {
  id: number;
  application: DeliveryApplication;
  /** The newest `_ready` delivery of the window. */
  latest: Delivery;
  /** The events whose latest delivery failed, with that delivery. */
  failing: Delivery[];
  /** The resend calls that cover the failing events. */
  calls: ResendCall[];
  /** Failing events no resend call covers. */
  uncovered: string[];
  /** Older than the 7-day rule allows a resend. */
  expired: boolean;
}

export interface DeliveryReport {
  events: EventCount[];
  groups: CodeGroup[];
  rows: DeliveryRow[];
  /** Deliveries in the window, and of them failed. */
  total: number;
  failed: number;
}

const epoch = (value: string | number | null | undefined): number => {
  const parsed = typeof value === 'number' ? value : value ? Date.parse(value) : NaN;
  return Number.isFinite(parsed) ? parsed : NaN;
};

/** An application's `_ready` deliveries at or after `since`, oldest first. */
export const readyDeliveries = (application: DeliveryApplication, since: number): Delivery[] =>
  (application.webhook_log ?? [])
    .filter(entry => typeof entry?.event === 'string' && entry.event.endsWith('_ready'))
    .map(entry => ({
      event: entry.event,
      success: entry.success === true,
      time: epoch(entry.timestamp),
      code: responseCode(entry.response_code),
    }))
    .filter(delivery => Number.isFinite(delivery.time) && delivery.time >= since)
    .sort((a, b) => a.time - b.time);

/** The latest delivery of each event. */
const latestByEvent = (deliveries: readonly Delivery[]): Delivery[] => {
  const latest = new Map<string, Delivery>();
  for (const delivery of deliveries) latest.set(delivery.event, delivery);
  return [...latest.values()];
};

const groupKey = (code: number | null) => (code === null || code === 0 ? 'none' : String(code));

export const deliveryReport = (
  applications: readonly DeliveryApplication[],
  since: number,
  now: number,
): DeliveryReport => {
  const events = new Map<string, EventCount>();
  const groups = new Map<string, CodeGroup & { ids: Set<number> }>();
  const rows: DeliveryRow[] = [];
  let total = 0;
  let failed = 0;
  for (const application of applications) {
    const deliveries = readyDeliveries(application, since);
    if (!deliveries.length) continue;
    for (const delivery of deliveries) {
      const count = events.get(delivery.event) ?? { event: delivery.event, delivered: 0, failed: 0 };
      events.set(delivery.event, count);
      total += 1;
      if (delivery.success) {
        count.delivered += 1;
        continue;
      }
      count.failed += 1;
      failed += 1;
      const key = groupKey(delivery.code);
      const group = groups.get(key) ?? {
        code: key === 'none' ? null : delivery.code,
        cause: webhookCause(delivery.code),
        deliveries: 0,
        applications: 0,
        ids: new Set<number>(),
      };
      groups.set(key, group);
      group.deliveries += 1;
      group.ids.add(application.id);
      group.applications = group.ids.size;
    }
    const failing = latestByEvent(deliveries).filter(delivery => !delivery.success);
    const calls = (Object.keys(RESEND_EVENTS) as ResendCall[]).filter(call =>
      failing.some(delivery => RESEND_EVENTS[call].includes(delivery.event)),
    );
    const covered = new Set(Object.values(RESEND_EVENTS).flat());
    rows.push({
      id: application.id,
      application,
      latest: deliveries[deliveries.length - 1],
      failing,
      calls,
      uncovered: failing.map(delivery => delivery.event).filter(event => !covered.has(event)),
      expired: documentsExpired(application, now),
    });
  }
  rows.sort((a, b) => b.latest.time - a.latest.time);
  return {
    events: [...events.values()].sort((a, b) => a.event.localeCompare(b.event)),
    groups: [...groups.values()]
      .map(({ ids: _ids, ...group }) => group)
      .sort((a, b) => b.deliveries - a.deliveries || (a.code ?? 0) - (b.code ?? 0)),
    rows,
    total,
    failed,
  };
};
