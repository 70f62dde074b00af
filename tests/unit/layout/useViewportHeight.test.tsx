import { act, render, renderHook, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../../../src/layout';
import { RELAYOUT_DELAY_MS, useViewportHeight } from '../../../src/layout/useViewportHeight';
import { screenI18nProvider as i18nProvider } from '../helpers';

const setWindowHeight = (height: number) =>
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });

afterEach(() => {
  vi.useRealTimers();
  setWindowHeight(768);
});

describe('useViewportHeight', () => {
  it('is recomputed one second after mount and on every resize', () => {
    vi.useFakeTimers();
    setWindowHeight(700);
    const { result } = renderHook(() => useViewportHeight(null));
    expect(result.current).toBe(700);

    setWindowHeight(710);
    act(() => vi.advanceTimersByTime(RELAYOUT_DELAY_MS - 1));
    expect(result.current).toBe(700);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(710);

    setWindowHeight(500);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(500);
  });

  it('follows the height the host asks for in embedded mode', () => {
    setWindowHeight(700);
    const { result, rerender } = renderHook(({ host }) => useViewportHeight(host), {
      initialProps: { host: 900 as number | null },
    });
    expect(result.current).toBe(900);
    rerender({ host: 1200 });
    expect(result.current).toBe(1200);
  });
});

describe('ErrorPage', () => {
  it('shows the generic Error title and a way back', () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ErrorPage error={new Error('boom')} />
      </AdminContext>,
    );
    expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    // AdminContext alone routes with a hash router, hence "#/".
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^#?\/$/),
    );
  });
});
