import { expect, test, type Page } from '@playwright/test';
import { atPath, mainMenu, signIn } from './support';

const ACTIVE = /^(INITIAL|QUEUED|AUTH|RELEASED|PROCESSING)$/;

const filterOf = (page: Page) =>
  JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;

/** uuid -> status of the rows shown, the columns found by their headers' names. */
const crawlerStatuses = (page: Page) =>
  page.evaluate(() => {
    const headers = [...document.querySelectorAll('thead th')].map(cell => cell.textContent?.trim());
    const [uuid, status] = [headers.indexOf('UUID'), headers.indexOf('Status')];
    return Object.fromEntries(
      [...document.querySelectorAll<HTMLTableRowElement>('tbody tr')].map(row => [
        row.cells[uuid]?.textContent?.trim() ?? '',
        row.cells[status]?.textContent?.trim() ?? '',
      ]),
    );
  }) as Promise<Record<string, string>>;

test('a vendor filters applications by bank, and the address keeps the filter across a reload', async ({ page }) => {
  await signIn(page, 'vendor', { next: '/applications' });
  // The first cold load of the list builds the demo's 17k activity rows: seen past 15 s with two
  // browsers on 2 cores (see the reload below).
  await expect(page.getByRole('columnheader', { name: 'Start Time' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('combobox', { name: 'Bank' }).click();
  const option = page.getByRole('option').first();
  const bank = (await option.textContent())!.trim();
  await option.click();
  await expect.poll(() => filterOf(page).bank_id).toBeDefined();
  const bankId = filterOf(page).bank_id;

  // A cold load of the list page: the chosen bank's name arrives with the banks list, which on a
  // busy 2-core machine with two browsers can take longer than the default 15 s.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Bank' })).toHaveValue(bank, { timeout: 30_000 });
  expect(filterOf(page).bank_id).toBe(bankId);
  await expect(page.getByRole('button', { name: 'Pause updates' })).toBeVisible();
});

test('the crawlers list picks up a crawler that finishes while the page is open', async ({ page }) => {
  // The page's clock drives the poll; the demo API, in a Web Worker the fake clock does not reach,
  // is moved by as much (src/demo/remote/protocol.ts, `clock`), so the crawlers finish in step.
  await page.clock.install();
  let ahead = 0;
  const fastForward = async (ms: number) => {
    ahead += ms;
    await page.evaluate(offset => window.__DEMO_API_WORKER__?.postMessage({ type: 'clock', offset }), ahead);
    await page.clock.fastForward(ms);
  };
  await signIn(page, 'vendor');
  await mainMenu(page).getByRole('menuitem', { name: 'Crawlers', exact: true }).click();
  await expect(page).toHaveURL(atPath('/crawlers'));
  await expect(page.getByRole('columnheader', { name: 'UUID' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Live updates');

  const before = await crawlerStatuses(page);
  const running = Object.entries(before)
    .filter(([, status]) => ACTIVE.test(status))
    .map(([uuid]) => uuid);
  expect(running.length).toBeGreaterThan(0);

  // Past the demo's first finishing times (20 s and more after the store started) and two polls.
  await fastForward(31_000);
  await fastForward(31_000);
  await expect
    .poll(
      async () => {
        const after = await crawlerStatuses(page);
        return running.filter(uuid => after[uuid] && !ACTIVE.test(after[uuid])).length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  // Still live, and the status region (polite) says what the polls changed, as the marked rows show.
  await expect(page.getByRole('status')).toContainText(
    /^Live updates · ([1-9]\d* new, )?[1-9]\d* changed since \d\d:\d\d$/,
  );
});
