import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore, Notification, type DataProvider } from 'react-admin';
import { useDownload } from '../../../src/components/useDownload';
import { screenI18nProvider as i18nProvider } from '../helpers';
import type { DownloadProgress } from '../../../src/providers/http';

afterEach(() => {
  vi.restoreAllMocks();
});

interface Held {
  progress?: DownloadProgress;
  signal?: AbortSignal;
  finish: () => void;
}

/** A dataProvider whose download waits until the test finishes it (or its signal aborts). */
const heldDownload = () => {
  const held: Held = { finish: () => {} };
  const dataProvider = {
    download: (_doc: unknown, options: { signal?: AbortSignal; onProgress?: DownloadProgress } = {}) =>
      new Promise((resolve, reject) => {
        held.progress = options.onProgress;
        held.signal = options.signal;
        options.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        held.finish = () => resolve({ status: 200, headers: new Headers(), blob: new Blob(['x']) });
      }),
  } as unknown as DataProvider;
  return { held, dataProvider };
};

const Harness = () => {
  const { download, indicator } = useDownload();
  return (
    <>
      <button onClick={() => void download({ kind: 'interim', accountId: 7 })}>Get</button>
      {indicator}
    </>
  );
};

const renderHarness = (dataProvider: DataProvider) =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <Harness />
      <Notification />
    </AdminContext>,
  );

describe('A download under way', () => {
  it('shows its progress, then goes away once the file is saved', async () => {
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { held, dataProvider } = heldDownload();
    renderHarness(dataProvider);
    fireEvent.click(screen.getByRole('button', { name: 'Get' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Downloading interim-7.pdf...');
    held.progress?.(50, 200);
    expect(await screen.findByRole('progressbar', { name: 'Downloading interim-7.pdf: 25%' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    held.finish();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('is cancelled from its Cancel: the request is aborted, nothing is saved, and the user is told', async () => {
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    const { held, dataProvider } = heldDownload();
    renderHarness(dataProvider);
    fireEvent.click(screen.getByRole('button', { name: 'Get' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(held.signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(saved).not.toHaveBeenCalled();
    expect(await screen.findByText('Download cancelled: nothing was saved.')).toBeInTheDocument();
  });
});
