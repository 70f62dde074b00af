import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { renderApp, signInAs } from '../../helpers';

configure({ asyncUtilTimeout: 20_000 });

// The demo's own data (src/demo/seed/crawlers.ts pinAttentionRuns): each cause for the demo vendor.
describe('Needs attention on the demo data', { timeout: 90_000 }, () => {
  it('shows each cause for the demo vendor, an offline bank with its recrawl disabled', async () => {
    await signInAs('vendor');
    renderApp('/needs-attention');
    for (const cause of ['The customer', 'The bank', 'Transient', 'Unknown cause'])
      expect(await screen.findByRole('region', { name: new RegExp(`^${cause} · \\d+ runs?$`) })).toBeInTheDocument();
    // The offline bank's runs: its state said, its recrawl disabled.
    const bank = screen.getByRole('region', { name: /^The bank · / });
    expect(within(bank).getAllByText('Bank offline').length).toBeGreaterThan(0);
    expect(
      within(bank)
        .getAllByRole('button', { name: /^Recrawl when the bank is back/ })
        .some(button => button.hasAttribute('disabled')),
    ).toBe(true);
    expect(screen.getAllByRole('link', { name: /^Application \d+$/ }).length).toBeGreaterThan(0);
    expect(
      screen.getByText(/^\d+ runs need attention: The customer \d+, The bank \d+, Transient \d+, Unknown cause \d+$/),
    ).toBeInTheDocument();
  });
});
