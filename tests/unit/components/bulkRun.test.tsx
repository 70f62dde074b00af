import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DataProviderContext, I18nContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { BulkOutcomes, useBulkRun, type BulkTask } from '../../../src/components/bulk';
import type { AppDataProvider } from '../../../src/providers';
import { screenI18nProvider } from '../helpers';

interface Call {
  id: number;
}
type Answer = (id: number) => Promise<unknown>;

const Harness = ({ tasks, answer }: { tasks: BulkTask<Call>[]; answer: Answer }) => {
  const bulk = useBulkRun<Call>();
  return (
    <>
      <button onClick={() => bulk.start(tasks, item => answer(item.id))}>Go</button>
      <span data-testid="running">{String(bulk.running)}</span>
      <BulkOutcomes rows={bulk.rows} />
    </>
  );
};

const renderHarness = (tasks: BulkTask<Call>[], answer: Answer) =>
  render(
    <I18nContextProvider value={screenI18nProvider}>
      {/* The runner reaches the dataProvider through react-admin's context; these calls do not use it. */}
      <DataProviderContext.Provider value={{} as AppDataProvider}>
        <Harness tasks={tasks} answer={answer} />
      </DataProviderContext.Provider>
    </I18nContextProvider>,
  );

const tasks = (...ids: number[]): BulkTask<Call>[] =>
  ids.map(id => ({ key: String(id), label: `Application ${id}`, item: { id } }));

const failure = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { status, ...extra });

describe('BulkOutcomes with useBulkRun', () => {
  it('says each row, in words, with the server message of the row that failed', async () => {
    renderHarness(tasks(1, 2, 3), async id => {
      if (id === 2) throw failure(500, 'A server error occurred.');
    });
    fireEvent.click(screen.getByText('Go'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 done, 1 failed, 0 skipped'));
    const list = screen.getByRole('list');
    expect(within(list).getByText('Application 1: done')).toBeInTheDocument();
    expect(within(list).getByText('Application 2: failed')).toBeInTheDocument();
    expect(within(list).getByText('A server error occurred.')).toBeInTheDocument();
  });

  it('shows a skipped row with its reason', async () => {
    const list = tasks(1, 2);
    list[1] = { ...list[1], skip: { message: 'app.bulk.over_limit', args: { limit: 1 } } };
    renderHarness(list, async () => undefined);
    fireEvent.click(screen.getByText('Go'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 done, 0 failed, 1 skipped'));
    expect(screen.getByText('Application 2: not sent')).toBeInTheDocument();
    expect(screen.getByText('Not sent: one action sends at most 1')).toBeInTheDocument();
  });

  it('claims nothing done when the session ended on the first call', async () => {
    renderHarness(tasks(1, 2, 3), async () => {
      throw Object.assign(failure(403, 'Forbidden'), { sessionEnded: true });
    });
    fireEvent.click(screen.getByText('Go'));
    await waitFor(() => expect(screen.getByTestId('running')).toHaveTextContent('false'));
    expect(screen.queryByText(/: done$/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 done');
  });

  it('says the wait of a 429 on the row', async () => {
    let calls = 0;
    renderHarness(tasks(1), async () => {
      calls += 1;
      if (calls === 1) throw failure(429, 'Request was throttled.', { retryAfter: 1 });
    });
    await act(async () => fireEvent.click(screen.getByText('Go')));
    await waitFor(() => expect(screen.getByText('The server asked to wait: trying again in 1 s')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('Application 1: done')).toBeInTheDocument(), { timeout: 3000 });
  });
});
