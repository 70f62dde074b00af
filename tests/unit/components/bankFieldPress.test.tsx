import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '../../setup';
import { renderApp, signInAs } from '../helpers';

/** The Bank search field's module, held back until the test lets it load (a file of its own: loaded once). */
const field = vi.hoisted(() => {
  let release = () => {};
  const held = new Promise<void>(resolve => (release = resolve));
  return { held, release: () => release() };
});
vi.mock('../../../src/components/BankAutocomplete', async importOriginal => {
  await field.held;
  return importOriginal();
});

describe('the Bank search field pressed before its code has loaded', () => {
  it('opens its list when the real field arrives, as the press would have', async () => {
    let releaseRows = () => {};
    const rowsHeld = new Promise<void>(resolve => (releaseRows = resolve));
    server.use(http.get('*/api/v1/applications', async () => void (await rowsHeld)));
    await signInAs('vendor');
    renderApp('/applications');

    await userEvent.setup().click(await screen.findByRole('textbox', { name: 'Bank' }, { timeout: 8000 }));
    expect(screen.queryByRole('listbox')).toBeNull();
    field.release();

    const autocomplete = await screen.findByRole('combobox', { name: 'Bank' }, { timeout: 8000 });
    expect(autocomplete).toHaveFocus();
    expect(await screen.findByRole('listbox', {}, { timeout: 8000 })).toBeInTheDocument();
    expect((await screen.findAllByRole('option', {}, { timeout: 8000 })).length).toBeGreaterThan(1);
    releaseRows();
  }, 45_000);
});
