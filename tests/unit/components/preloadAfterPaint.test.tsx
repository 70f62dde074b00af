import { render } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreloadAfterPaint } from '../../../src/components/PreloadAfterPaint';

/**
 * docs/performance.md: the screens a list's rows open load once its first page is painted and the
 * browser is idle, never beside the list's own first requests.
 */
describe('PreloadAfterPaint', () => {
  afterEach(() => vi.useRealTimers());

  const list = (data: unknown[] | undefined) => ({ data, isPending: data === undefined }) as ListControllerResult;

  it('loads the screens only after the first page is in and the browser is idle', () => {
    vi.useFakeTimers();
    const screen = { preload: vi.fn(() => Promise.resolve()) };
    const screens = [screen];
    const { rerender } = render(
      <ListContextProvider value={list(undefined)}>
        <PreloadAfterPaint screens={screens} />
      </ListContextProvider>,
    );
    vi.advanceTimersByTime(5000);
    expect(screen.preload).not.toHaveBeenCalled();
    rerender(
      <ListContextProvider value={list([{ id: 1 }])}>
        <PreloadAfterPaint screens={screens} />
      </ListContextProvider>,
    );
    expect(screen.preload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(screen.preload).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed load to the screen itself', async () => {
    vi.useFakeTimers();
    const screen = { preload: vi.fn(() => Promise.reject(new Error('offline'))) };
    render(
      <ListContextProvider value={list([])}>
        <PreloadAfterPaint screens={[screen]} />
      </ListContextProvider>,
    );
    vi.advanceTimersByTime(5000);
    expect(screen.preload).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
  });
});
