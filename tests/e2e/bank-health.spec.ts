import { expect, test } from '@playwright/test';
import { COLD_LOAD, signIn } from './support';

/** The demo's offline bank (src/demo/seed/banks.ts DEMO_OFFLINE_BANK), with failed runs of the last day. */
const OFFLINE_BANK = 'Beyond Bank';

test('staff: bank offline -> Recrawl affected disabled -> bank back online -> Recrawl affected, with an outcome per run', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'staff', { next: '/bank-health' });
  const bank = page.getByRole('article', { name: OFFLINE_BANK });
  await expect(bank).toBeVisible(COLD_LOAD);
  // Worst first: the offline bank leads, in words.
  await expect(page.getByRole('article').first()).toHaveAccessibleName(OFFLINE_BANK);
  await expect(bank.getByText('Offline', { exact: true })).toBeVisible();
  await expect(bank.getByText(/^Offline since /)).toBeVisible();
  const count = bank.getByText(/^\d+ runs? failed in the last 24 hours$/);
  await expect(count).toBeVisible({ timeout: 30_000 });
  const runs = Number((await count.textContent())?.match(/^\d+/)?.[0]);
  expect(runs).toBeGreaterThan(0);
  const recrawl = bank.getByRole('button', { name: /^Recrawl affected: / });
  await expect(recrawl).toBeDisabled();
  await expect(bank.getByText('Recrawl is off while the bank is offline: switch it back online first.')).toBeVisible();

  // Back online with the mouse, in the bank module's dialog.
  const patches: unknown[] = [];
  const recrawls: Record<string, unknown>[] = [];
  page.on('request', request => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'PATCH' && /\/api\/v1\/bank\/$/.test(path)) patches.push(request.postDataJSON());
    if (request.method() === 'POST' && /\/applications\/\d+\/recrawl\/$/.test(path))
      recrawls.push(request.postDataJSON() as Record<string, unknown>);
  });
  await bank.getByRole('button', { name: `Open the bank module of ${OFFLINE_BANK}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('switch', { name: /online/i }).click();
  await expect(dialog.getByText(/^State after saving: (online|warning) \(now offline\)$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  expect(patches).toHaveLength(1);
  expect(patches[0]).toMatchObject({ is_offline: false });

  // The screen reads the bank again: online now, and Recrawl affected is on.
  await expect(bank.getByText('Offline', { exact: true })).toBeHidden({ timeout: 20_000 });
  await expect(recrawl).toBeEnabled();
  await recrawl.click();
  const outcome = bank.getByRole('region', { name: `Recrawl of the failed runs of ${OFFLINE_BANK}` });
  const summary = outcome.getByRole('status');
  await expect(summary).toHaveText(/^\d+ done, \d+ failed, \d+ skipped$/, { timeout: 60_000 });
  const [done, failed, skipped] = ((await summary.textContent()) ?? '').match(/\d+/g)!.map(Number);
  expect(done + failed + skipped).toBe(runs);
  expect(done).toBeGreaterThan(0);
  await expect(outcome.getByRole('listitem')).toHaveCount(runs);
  // One recrawl a run that has an application, with the recrawl dialog's defaults.
  expect(recrawls.length).toBeGreaterThanOrEqual(done);
  for (const body of recrawls) expect(body).toMatchObject({ days_to_retrieve: 90, days_to_display: 90 });
});

test('bank health at 390 px: one card a bank, state and counts in words', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'staff', { next: '/bank-health' });
  const bank = page.getByRole('article', { name: OFFLINE_BANK });
  await expect(bank).toBeVisible(COLD_LOAD);
  await expect(
    page.getByRole('status').filter({ hasText: /^\d+ banks: \d+ offline, \d+ in warning, \d+ online\.$/ }),
  ).toBeVisible();
  const box = await bank.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(bank.getByRole('button', { name: /^Recrawl affected: / })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('bank-health-390.png'), fullPage: false });
});
