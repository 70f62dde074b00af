import { describe, expect, it } from 'vitest';
import { webhookCause } from '../../../src/lib/webhookCause';
import { get, signIn, type Page } from './api';

interface Entry {
  event: string;
  success: boolean;
  timestamp: string;
  response_code: number | null;
}

const DAY = 24 * 60 * 60 * 1000;

/** The response codes of the demo vendor's failed latest `_ready` deliveries of applications since `days` ago. */
const failedCodes = async (days: number) => {
  const since = new Date(Date.now() - days * DAY).toISOString();
  const page = await get<Page<{ id: number; webhook_log: Entry[] }>>('applications/', {
    timestamp: since,
    page_size: 1000,
  });
  const codes = new Set<number | null>();
  for (const app of page.results) {
    const latest = new Map<string, Entry>();
    for (const entry of [...app.webhook_log].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp)))
      if (entry.event.endsWith('_ready')) latest.set(entry.event, entry);
    for (const entry of latest.values()) if (!entry.success) codes.add(entry.response_code);
  }
  return codes;
};

describe('demo api: webhook deliveries to show (docs/product.md#webhook-deliveries)', () => {
  it("the demo vendor's last 7 days hold failed _ready deliveries of every cause", async () => {
    await signIn('vendor');
    const codes = await failedCodes(7);
    for (const code of [404, 401, 403, 500, 502, 0]) expect(codes).toContain(code);
    expect(new Set([...codes].map(code => webhookCause(code).key))).toEqual(
      new Set(['path', 'credentials', 'server', 'timeout']),
    );
  });

  it('the last 24 hours hold some, and the 30 days one past the 7-day rule', async () => {
    await signIn('vendor');
    expect((await failedCodes(1)).size).toBeGreaterThan(0);
    const month = await get<Page<{ id: number; timestamp: string; webhook_log: Entry[] }>>('applications/', {
      timestamp: new Date(Date.now() - 30 * DAY).toISOString(),
      page_size: 1000,
    });
    const old = month.results.filter(
      app =>
        Date.now() - Date.parse(app.timestamp) > 7 * DAY &&
        app.webhook_log.at(-1)?.success === false &&
        app.webhook_log.at(-1)?.event.endsWith('_ready'),
    );
    expect(old.length).toBeGreaterThan(0);
  });
});
