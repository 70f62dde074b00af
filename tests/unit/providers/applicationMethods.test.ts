import { describe, expect, it } from 'vitest';
import { applicationMethods, parseRecipients } from '../../../src/providers/methods/applications';
import type { HttpOptions } from '../../../src/providers/http';
import { apiUrl } from '../../../src/config';

const fakeHttp = (answers: unknown[] = []) => {
  const calls: { path: string; options?: HttpOptions }[] = [];
  const http = async <T>(path: string, options?: HttpOptions) => {
    calls.push({ path, options });
    return { status: 200, headers: new Headers(), json: (answers.shift() ?? { detail: 'ok' }) as T };
  };
  return { http, calls };
};

describe('application methods', () => {
  it('call the section 7 paths', async () => {
    const { http, calls } = fakeHttp();
    const methods = applicationMethods(http);
    await methods.reanalyse(5);
    await methods.deleteApplication(5);
    await methods.sendBundleWebhook(5);
    await methods.sendSummaryWebhook(5);
    await methods.reprintSummary(5, 'pdf');
    await methods.shareApplication(5, { name: 'Ann', email: 'ann@x.test' });
    await methods.seedCrawler('u-1');
    expect(calls.map(call => `${call.options?.method ?? 'GET'} ${call.path}`)).toEqual([
      'POST applications/5/analyses',
      'POST applications/5/delete/',
      'POST applications/5/bundle/webhook',
      'POST applications/5/summary/webhook',
      'POST applications/5/print/pdf',
      'POST applications/5/share/',
      'GET dashboard/crawlers/u-1/seed',
    ]);
    expect(calls[5].options?.body).toEqual({ application_id: 5, recipient_name: 'Ann', recipient_email: 'ann@x.test' });
  });

  it('finalises at {vendor label}/{vendor-specific id}/finalise, each value URL-encoded (spec 2 section 7)', async () => {
    const { http, calls } = fakeHttp();
    const methods = applicationMethods(http);
    await methods.finalise('acme-main', 'VSI-1');
    await methods.finalise('acme main/2', 'a?b#c/d%');
    expect(calls.map(call => `${call.options?.method} ${call.path}`)).toEqual([
      'POST acme-main/VSI-1/finalise',
      'POST acme%20main%2F2/a%3Fb%23c%2Fd%25/finalise',
    ]);
  });

  it('posts mass-reanalysis/ with the application ids', async () => {
    const { http, calls } = fakeHttp();
    await applicationMethods(http).massReanalyse([1, 2, 3]);
    expect(calls).toEqual([
      { path: 'mass-reanalysis/', options: { method: 'POST', body: { application_ids: [1, 2, 3] } } },
    ]);
  });

  it("sends a recrawl to the configured host of the payload's environment, else to its own api/v1", async () => {
    const { http, calls } = fakeHttp();
    type Payload = Parameters<ReturnType<typeof applicationMethods>['recrawl']>[1];
    const methods = applicationMethods(http, { staging: 'https://staging.example/api/v1/' });
    await methods.recrawl(5, { id: 5, environment: 'staging' } as Payload);
    await methods.recrawl(5, { id: 5, environment: 'production' } as Payload);
    expect(calls.map(call => call.path)).toEqual([
      'https://staging.example/api/v1/applications/5/recrawl/',
      'applications/5/recrawl/',
    ]);
    expect(calls[0].options?.body).toMatchObject({ environment: 'staging' });
  });

  it('follows next links for the webhook log', async () => {
    const { http, calls } = fakeHttp([
      { results: [{ event: 'a', success: true, timestamp: 't1' }], next: apiUrl('webhooks/logs/5?page=2') },
      { results: [{ event: 'b', success: false, timestamp: 't2' }], next: null },
    ]);
    const rows = await applicationMethods(http).applicationWebhookLogs(5);
    expect(rows.map(row => row.event)).toEqual(['a', 'b']);
    expect(calls[1].path).toBe(apiUrl('webhooks/logs/5?page=2'));
  });

  it('reads allowed_document_recipients from the vendor settings', async () => {
    const { http } = fakeHttp([{ vendor: { allowed_document_recipients: '[{"name":"Ann","email":"ann@x.test"}]' } }]);
    expect(await applicationMethods(http).documentRecipients()).toEqual([{ name: 'Ann', email: 'ann@x.test' }]);
  });
});

describe('parseRecipients', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['not json', []],
    ['{"name":"x"}', []],
    ['[{"name":"Ann","email":" ann@x.test "},{"name":"No mail"},null]', [{ name: 'Ann', email: 'ann@x.test' }]],
    [[{ email: 'b@x.test' }], [{ name: '', email: 'b@x.test' }]],
  ])('%j', (value, expected) => expect(parseRecipients(value)).toEqual(expected));
});
