import { describe, expect, it } from 'vitest';
import { BIG_LOG_CRAWLER_UUID, PAGE_LOG_CRAWLER_UUID } from '../../../src/demo/seed/crawlerLog';
import { MEGABYTE_LINE_INDEX } from '../../../src/demo/sim/crawlerLog';
import { failure, get, signIn, type Page } from './api';
import { httpClient } from '../../../src/providers/http';

interface Line {
  uuid: string;
  sequence: number;
  timestamp: string;
  elapsed: number;
  type: string;
  message: string;
}

const LINE_KEYS = ['elapsed', 'message', 'sequence', 'timestamp', 'type', 'uuid'];
const output = (uuid: string) => `crawlers/crawler_output/${uuid}/`;

describe('demo api: the crawler log', () => {
  it('answers the two pinned logs, 20,000 and 500 lines, with the entry shape and job payloads as JSON text', async () => {
    await signIn('staff');
    expect((await get<Page>(output(BIG_LOG_CRAWLER_UUID), { page_size: 1 })).count).toBe(20000);
    const small = await get<Page<Line>>(output(PAGE_LOG_CRAWLER_UUID));
    expect(small.count).toBe(500);
    expect(small.next).toBeNull();
    small.results.forEach(line => expect(Object.keys(line).sort()).toEqual(LINE_KEYS));
    const jobs = small.results.filter(line => ['job', 'balances', 'transactions'].includes(line.type));
    expect(jobs.length).toBeGreaterThan(2);
    jobs.forEach(line =>
      expect(Object.keys(JSON.parse(line.message) as object).sort()).toEqual([
        'bsb',
        'details',
        'jobType',
        'number',
        'report',
        'status',
        'step',
      ]),
    );
  });

  it('holds an HTML payload, a payload that is not JSON, HTML text and a megabyte line in the long log', async () => {
    await signIn('staff');
    const first = await get<Page<Line>>(output(BIG_LOG_CRAWLER_UUID), { page_size: 500 });
    expect(first.next).toMatch(/[?&]page=2(&|$)/);
    const [html, notJson, text] = first.results.slice(7, 10);
    expect((JSON.parse(html.message) as { details: string }).details).toContain('<script>');
    expect(notJson.type).toBe('balances');
    expect(() => JSON.parse(notJson.message) as unknown).toThrow();
    expect(text.message).toMatch(/^<h1>/);
    const page = Math.floor(MEGABYTE_LINE_INDEX / 500) + 1;
    const withBig = await get<Page<Line>>(output(BIG_LOG_CRAWLER_UUID), { page_size: 500, page });
    expect(withBig.results[MEGABYTE_LINE_INDEX % 500].message.length).toBeGreaterThanOrEqual(1024 * 1024);
    const tail = await get<Page<Line>>(output(BIG_LOG_CRAWLER_UUID), { limit: 100, size: 100 });
    expect(tail.results.map(line => line.sequence)).toEqual(Array.from({ length: 100 }, (_, i) => 19901 + i));
  });

  it("finds the long log's application by crawler uuid, and answers 404 for an unknown uuid and 403 to a vendor", async () => {
    await signIn('staff');
    const lookup = await get<Page<{ id: number }>>('applications/lookup/', { crawler_uuid: BIG_LOG_CRAWLER_UUID });
    expect(lookup.results).toHaveLength(1);
    expect((await failure(httpClient(output('00000000-0000-4000-8000-000000000000')))).status).toBe(404);
    await signIn('vendor');
    expect((await failure(httpClient(output(BIG_LOG_CRAWLER_UUID)))).status).toBe(403);
  });
});
