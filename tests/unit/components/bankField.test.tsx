import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '../../setup';
import { renderApp, signInAs } from '../helpers';

/** The Bank search field's module, held back until the test lets it load. */
const field = vi.hoisted(() => {
  let release = () => {};
  const held = new Promise<void>(resolve => (release = resolve));
  return { asked: false, held, release: () => release() };
});
vi.mock('../../../src/components/BankAutocomplete', async importOriginal => {
  field.asked = true;
  await field.held;
  return importOriginal();
});

/**
 * The Bank search field (MUI's Autocomplete, components/BankAutocomplete.tsx) is not part of a
 * list's first paint (docs/performance.md): a field that looks the same stands in for it, and its
 * code is asked for once the list's first page is in, or at once when the user goes for it; what
 * they type meanwhile is not lost.
 */
describe('the Bank search field of a list', () => {
  it('stands in with the chosen bank, keeps what is typed there, then hands it over with the focus', async () => {
    let releaseRows = () => {};
    const rowsHeld = new Promise<void>(resolve => (releaseRows = resolve));
    // The first page of applications is held back; nothing answered, the demo API answers after.
    server.use(http.get('*/api/v1/applications', async () => void (await rowsHeld)));
    await signInAs('vendor');
    // Westpac (id 2 in the demo) chosen in the address.
    renderApp(`/applications?filter=${encodeURIComponent('{"bank_id":2}')}`);

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Bank' })).toHaveValue('Westpac'), {
      timeout: 8000,
    });
    // Not asked for while the list waits for its rows.
    await new Promise(resolve => setTimeout(resolve, 400));
    expect(field.asked).toBe(false);

    const user = userEvent.setup();
    const standIn = screen.getByRole('textbox', { name: 'Bank' });
    await user.clear(standIn);
    await user.type(standIn, 'West');
    expect(field.asked).toBe(true);
    expect(standIn).toHaveValue('West');
    expect(screen.queryByRole('combobox', { name: 'Bank' })).toBeNull();

    field.release();
    const autocomplete = await screen.findByRole('combobox', { name: 'Bank' }, { timeout: 8000 });
    await waitFor(() => expect(autocomplete).toHaveValue('West'));
    expect(autocomplete).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Bank' })).toBeNull();

    // Typed text asks the server for the matching banks, as typing into the field itself does.
    await user.keyboard('{ArrowDown}');
    await waitFor(
      () => {
        const names = screen.getAllByRole('option').map(option => option.textContent ?? '');
        expect(names).toContain('Bankwest');
        expect(names.filter(name => !/west/i.test(name))).toEqual([]);
      },
      { timeout: 8000 },
    );
    releaseRows();
  });
});
