import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/layout/queryClient';
import { server } from '../../setup';
import { drfPage, renderApp, signInAs } from '../helpers';

const LABELS = '*/api/v1/dashboard/vendors/labels/';

/** DRF's throttle answer: 429, `Retry-After` in whole seconds and its own detail. */
const throttled = (seconds: number) =>
  HttpResponse.json(
    { detail: `Request was throttled. Expected available in ${seconds} seconds.` },
    { status: 429, headers: { 'Retry-After': String(seconds) } },
  );

/** Answers the labels list with `answers` in turn (the last one for every later call); counts the calls. */
const answerLabels = (...answers: (() => Response)[]) => {
  const calls = { count: 0 };
  server.use(
    http.get(LABELS, () => {
      const answer = answers[Math.min(calls.count, answers.length - 1)];
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
};

describe('A list whose first page fails and is asked again (the QueryClient of the app)', () => {
  it('says the wait and counts it down while it is asked again, then shows the rows', { timeout: 30_000 }, async () => {
    const calls = answerLabels(
      () => throttled(3),
      () => HttpResponse.json(drfPage([{ id: 7, ref: 'After the wait' }])),
    );
    await signInAs('vendor');
    renderApp('/labels', { queryClient: createQueryClient });
    // Said at once, not after the retries: a skeleton would read as "coming" for as long as they take.
    // The wait counts from the answer, which the first page asked for at start may get before the
    // list is drawn.
    const wait = await screen.findByRole('status', {}, { timeout: 5_000 });
    expect(wait).toHaveTextContent(/^Too many requests: try again in [23] s/);
    expect(wait).toHaveTextContent('The list is asked for again by itself when the wait is over.');
    expect(screen.queryByRole('progressbar', { name: 'Loading rows' })).not.toBeInTheDocument();
    await waitFor(() => expect(wait).toHaveTextContent('Too many requests: try again in 1 s'), { timeout: 2_000 });
    expect(await screen.findByText('After the wait', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText(/Too many requests/)).not.toBeInTheDocument();
    expect(calls.count).toBe(2);
  });

  it('once the retries are spent, shows the wait left and keeps Retry off that long', { timeout: 30_000 }, async () => {
    const calls = answerLabels(() => throttled(1));
    await signInAs('vendor');
    renderApp('/labels', { queryClient: createQueryClient });
    expect(await screen.findByText('Too many requests: try again in 1 s', {}, { timeout: 5_000 })).toBeInTheDocument();
    // Asked 4 times (the first and three retries, each after the wait), then the list's error.
    const failed = await screen.findByText(/The list could not be loaded: Too many requests/, {}, { timeout: 10_000 });
    expect(calls.count).toBe(4);
    expect(failed).toHaveTextContent('The list could not be loaded: Too many requests: try again in 1 s');
    expect(screen.getByRole('button', { name: 'Retry (wait 1 s)' })).toBeDisabled();
    // The wait over, Retry asks again.
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 3_000 });
    expect(failed).toHaveTextContent('The list could not be loaded: Too many requests: you can try again now');
    answerLabels(() => HttpResponse.json(drfPage([{ id: 8, ref: 'Retried by hand' }])));
    await userEvent.click(retry);
    expect(await screen.findByText('Retried by hand', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('says a 500 and the back-off while it is asked again, then shows the rows', { timeout: 30_000 }, async () => {
    const calls = answerLabels(
      () => HttpResponse.json({ detail: 'Database is restarting' }, { status: 500 }),
      () => HttpResponse.json(drfPage([{ id: 9, ref: 'Second try' }])),
    );
    await signInAs('vendor');
    renderApp('/labels', { queryClient: createQueryClient });
    const wait = await screen.findByRole('status', {}, { timeout: 5_000 });
    expect(wait).toHaveTextContent('The list could not be loaded: Database is restarting');
    expect(wait).toHaveTextContent('Asked for again in 1 s.');
    expect(await screen.findByText('Second try', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(calls.count).toBe(2);
  });

  it('does not ask again a list the server refused (404): its error at once', { timeout: 30_000 }, async () => {
    const calls = answerLabels(() => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }));
    await signInAs('vendor');
    renderApp('/labels', { queryClient: createQueryClient });
    expect(
      await screen.findByText('The list could not be loaded: Not found.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Not dropped for loading rows and drawn again: the first page asked for at start was the list's.
    await new Promise(resolve => setTimeout(resolve, 500));
    expect(screen.getByText('The list could not be loaded: Not found.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading rows' })).not.toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('says the wait in place of the previous rows when a new sort is throttled', { timeout: 30_000 }, async () => {
    answerLabels(
      () => HttpResponse.json(drfPage([{ id: 7, ref: 'Before the sort' }])),
      () => throttled(2),
      () => HttpResponse.json(drfPage([{ id: 8, ref: 'After the sort' }])),
    );
    await signInAs('vendor');
    const { router } = renderApp('/labels', { queryClient: createQueryClient });
    expect(await screen.findByText('Before the sort', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(/1-1 of 1/)).toBeInTheDocument();
    await act(() => router.navigate('/labels?sort=ref&order=DESC'));
    // The rows on screen answer the old sort: the throttle is said instead of them.
    const wait = await screen.findByRole('status', {}, { timeout: 5_000 });
    expect(wait).toHaveTextContent('Too many requests: try again in 2 s');
    expect(screen.queryByText('Before the sort')).not.toBeInTheDocument();
    // Nor the old page count.
    expect(screen.queryByText(/1-1 of 1/)).not.toBeInTheDocument();
    expect(await screen.findByText('After the sort', {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
