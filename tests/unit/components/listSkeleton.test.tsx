import { act, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, ListContextProvider, memoryStore, type ListControllerResult } from 'react-admin';
import { SKELETON_DELAY_MS, UntilFirstPage } from '../../../src/components/ListSkeleton';
import { server } from '../../setup';
import { drfPage, renderApp, screenI18nProvider as i18nProvider, signInAs } from '../helpers';

afterEach(() => {
  vi.useRealTimers();
});

/** Answers GET `path` with a DRF page of `results` only once the returned function is called. */
const holdPage = (path: string, results: unknown[]) => {
  let release = () => {};
  const held = new Promise<void>(resolve => {
    release = resolve;
  });
  server.use(
    http.get(path, async () => {
      await held;
      return HttpResponse.json(drfPage(results));
    }),
  );
  return () => release();
};

const pending = { isPending: true, data: undefined } as unknown as ListControllerResult;
const loaded = { isPending: false, data: [] } as unknown as ListControllerResult;

const body = (context: ListControllerResult) => (
  <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
    <ListContextProvider value={context}>
      <UntilFirstPage>
        <p>the table</p>
      </UntilFirstPage>
    </ListContextProvider>
  </AdminContext>
);

describe('A list loading its first page', () => {
  it('stays blank for a quick answer and shows skeleton rows once the load takes 300 ms', () => {
    vi.useFakeTimers();
    const { rerender } = render(body(pending));
    act(() => vi.advanceTimersByTime(SKELETON_DELAY_MS - 1));
    expect(screen.queryByRole('progressbar', { name: 'Loading rows' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Loading rows' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('the table')).not.toBeInTheDocument();
    rerender(body(loaded));
    expect(screen.queryByRole('progressbar', { name: 'Loading rows' })).not.toBeInTheDocument();
    expect(screen.getByText('the table')).toBeInTheDocument();
  });

  it('draws a first page that is already in when the list mounts after the page around it is painted', async () => {
    render(body(loaded));
    // Not in the mount (the landing list's early answer would make it one long task), nor skeleton rows.
    expect(screen.queryByText('the table')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading rows' })).not.toBeInTheDocument();
    expect(await screen.findByText('the table')).toBeInTheDocument();
  });

  it('shows skeleton rows in the card of a slow list, then its rows', { timeout: 30_000 }, async () => {
    const release = holdPage('*/api/v1/dashboard/vendors/labels/', [{ id: 7, ref: 'Slow label' }]);
    await signInAs('vendor');
    renderApp('/labels');
    const skeleton = await screen.findByRole('progressbar', { name: 'Loading rows' }, { timeout: 10_000 });
    expect(within(skeleton).queryAllByRole('row')).toHaveLength(0);
    release();
    expect(await screen.findByText('Slow label', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading rows' })).not.toBeInTheDocument();
  });

  it('keeps a search panel on screen beside the skeleton (the regex tabs)', { timeout: 30_000 }, async () => {
    const release = holdPage('*/api/v1/transtyperegex/', [
      { id: 9, bank: 1, regex: 'SLOW RULE', trans_type: 'salary' },
    ]);
    await signInAs('staff');
    renderApp('/regex/transtype');
    await screen.findByRole('progressbar', { name: 'Loading rows' }, { timeout: 10_000 });
    expect(screen.getByRole('search')).toBeInTheDocument();
    release();
    expect(await screen.findByText('SLOW RULE', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading rows' })).not.toBeInTheDocument();
  });
});
