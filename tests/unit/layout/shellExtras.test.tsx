import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../setup';
import { renderApp, signInAs } from '../helpers';

/** The shell extras' module (palette, shortcut list, watch reader), held until the test lets it load. */
const extras = vi.hoisted(() => {
  let release = () => {};
  const held = new Promise<void>(resolve => (release = resolve));
  return { asked: false, held, release: () => release() };
});
vi.mock('../../../src/layout/ShellExtras', async importOriginal => {
  extras.asked = true;
  await extras.held;
  return importOriginal();
});

/**
 * layout/ShellExtras is not part of the first paint (docs/performance.md): it loads once the page
 * has its data and the browser is idle, or at once on Ctrl/Cmd+K or "?", which then opens what it
 * names. The tests run in this order: once loaded, the extras stay loaded for the rest of the file.
 */
describe('the shell extras', () => {
  it('are not asked for while the page waits for its rows; Ctrl+K asks for them and opens the palette', async () => {
    let releaseRows = () => {};
    const rowsHeld = new Promise<void>(resolve => (releaseRows = resolve));
    server.use(http.get('*/api/v1/applications', async () => void (await rowsHeld)));
    await signInAs('vendor');
    renderApp('/applications');
    // The page is drawn around its rows (the Bank field of its search panel).
    await screen.findByRole('textbox', { name: 'Bank' }, { timeout: 15_000 });
    await new Promise(resolve => setTimeout(resolve, 500));
    expect(extras.asked).toBe(false);

    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    await waitFor(() => expect(extras.asked).toBe(true));
    extras.release();
    // The palette's module is compiled on this first import: slow on a loaded machine.
    expect(await screen.findByRole('dialog', { name: 'Go to' }, { timeout: 20_000 })).toBeInTheDocument();
    releaseRows();
  }, 45_000);
});
