import { describe, expect, it } from 'vitest';
import { httpClient } from '../../../src/providers/http';
import { failure, get, signIn, type Page } from './api';

// Rows name their vendor by its label (docs/api.md#applications): vendor_label, or vendorref on analyses.
type Row = { vendor_label?: string; vendorref?: string; vendor?: { name: string } | null };

const labelsIn = (page: Page<Row>) => new Set(page.results.map(row => row.vendor_label ?? row.vendorref));
const ACME_LABELS = ['acme-web', 'acme-broker', 'acme-mobile'];

describe('demo api: what each level sees', () => {
  it('shows a vendor user only their vendor rows', async () => {
    await signIn('vendor');
    for (const path of ['applications/', 'crawlers/', 'analyses/']) {
      const page = await get<Page<Row>>(path, { page_size: 1000 });
      expect([...labelsIn(page)].every(label => ACME_LABELS.includes(label!))).toBe(true);
    }
    const labels = await get<Page<{ id: number; ref: string }>>('dashboard/vendors/labels/');
    expect(labels.results.map(label => label.ref)).toEqual(ACME_LABELS);
    const webhooks = await get<Page<{ vendorref: number }>>('webhooks');
    expect(webhooks.results.every(hook => [1, 2, 3].includes(hook.vendorref))).toBe(true);
  });

  it('shows staff and admin every vendor', async () => {
    for (const account of ['staff', 'admin'] as const) {
      await signIn(account);
      const page = await get<Page<Row>>('applications/', { page_size: 1000 });
      expect(new Set(page.results.map(row => row.vendor?.name)).size).toBe(3);
      expect(page.count).toBe(2000);
      expect((await get<Page>('dashboard/vendors/labels/')).count).toBe(7);
    }
  });

  it('gives a vendor user 403 on staff endpoints', async () => {
    await signIn('vendor');
    const staffOnly = [
      'bank/',
      'bank/ratios/',
      'transtyperegex/',
      'categoryregex/',
      'metrics/',
      'metric_restart/',
      'incomplete-bundle-applications/',
      'analyses/statistics/',
      'vendor/1/dieds',
    ];
    for (const path of staffOnly) {
      const error = await failure(httpClient(path));
      expect([path, error.status, error.body.detail]).toEqual([
        path,
        403,
        'You do not have permission to perform this action.',
      ]);
    }
    const crawler = (await get<Page<{ uuid: string }>>('crawlers/')).results[0];
    expect((await failure(httpClient(`crawlers/crawler_output/${crawler.uuid}/`))).status).toBe(403);
    expect(
      (await failure(httpClient('dashboard/vendors/labels/', { method: 'POST', body: { ref: 'x' } }))).status,
    ).toBe(403);
  });

  it('lets staff reach the staff endpoints', async () => {
    await signIn('staff');
    expect((await get<Page>('bank/')).count).toBe(40);
    expect((await get<Page>('transtyperegex/')).count).toBe(200);
    expect((await get<Page>('categoryregex/')).count).toBe(150);
    expect((await get<Page>('incomplete-bundle-applications/')).count).toBeGreaterThan(0);
  });

  it('answers 404 for another vendor row', async () => {
    await signIn('staff');
    const other = (await get<Page<{ id: number }>>('applications/', { vendor_id: 2, page_size: 1 })).results[0];
    await signIn('vendor');
    const error = await failure(httpClient(`applications/${other.id}/`));
    expect(error).toEqual({ status: 404, body: expect.objectContaining({ detail: 'Not found.' }) });
  });
});
