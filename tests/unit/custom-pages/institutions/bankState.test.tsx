import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp, signInAs } from '../../helpers';

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('Connections: each bank state for a vendor', { timeout: 60_000 }, () => {
  it('says online or offline in words with an icon, from is_offline (the demo has Beyond Bank offline)', async () => {
    await signInAs('vendor');
    renderApp('/institutions');
    await screen.findByRole('table', { name: 'Institutions' }, { timeout: 20_000 });
    const offline = within(rowOf('Beyond Bank')).getByText('Offline').closest('.MuiChip-root')!;
    expect(offline).toHaveAttribute('data-state', 'offline');
    // Not colour alone: the word and an icon.
    expect(offline.querySelector('svg')).not.toBeNull();
    const online = within(rowOf('Commonwealth Bank')).getByText('Online').closest('.MuiChip-root')!;
    expect(online).toHaveAttribute('data-state', 'online');
    expect(online.querySelector('svg')).not.toBeNull();
  });
});
