import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenI18nProvider as i18nProvider } from '../../helpers';

/**
 * Analysis Statistics' chart loads its bars (recharts, the `charts` chunk) apart from the page,
 * after its rows: its place is kept meanwhile, and a lost chunk says so and offers to reload the
 * page while the table view keeps the numbers. The first `failures` loads of the bars' module fail, as a chunk
 * the network lost does.
 */
const load = vi.hoisted(() => ({ failures: 0, asked: 0 }));
vi.mock('../../../../src/custom-pages/analysis-stats/StatsBars', async importOriginal => {
  const real = await importOriginal<typeof import('../../../../src/custom-pages/analysis-stats/StatsBars')>();
  return {
    ...real,
    // Read by lazyNamed once a load's module is in: a throw here rejects that load, as a lost chunk does.
    get StatsBars() {
      load.asked += 1;
      if (load.failures > 0) {
        load.failures -= 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return real.StatsBars;
    },
  };
});

afterEach(() => {
  vi.restoreAllMocks();
  load.failures = 0;
  load.asked = 0;
});

const DATA = [
  { bank: 'ASB', rows: 3, transactions: 120, type_percent: 12, category_percent: 30 },
  { bank: 'BNZ', rows: 2, transactions: 80, type_percent: 5, category_percent: 9 },
];

/** StatsChart from a fresh module registry: its bars' module not yet loaded (lazyNamed keeps a load). */
const renderChart = async (data = DATA) => {
  vi.resetModules();
  const { StatsChart } = await import('../../../../src/custom-pages/analysis-stats/StatsChart');
  const { pageReload } = await import('../../../../src/lib/pageReload');
  const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
  return {
    reload,
    ...render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <StatsChart data={data} />
      </AdminContext>,
    ),
  };
};

const chart = () => screen.getByRole('img', { name: /Bar chart of unidentified transaction/ });

describe('StatsChart', () => {
  it('keeps the chart its place while the bars load, then draws them there', async () => {
    const { container } = await renderChart();
    expect(chart()).toHaveAttribute('aria-busy', 'true');
    // The stand-in is as tall as the chart will be: 30 px a bank and 90 px of axes and legend.
    const standIn = chart().firstElementChild as HTMLElement;
    expect(getComputedStyle(standIn).height).toBe(`${30 * DATA.length + 90}px`);
    await waitFor(() => expect(chart()).toHaveAttribute('aria-busy', 'false'));
    expect(container.querySelector('.recharts-wrapper')).toHaveStyle({ height: `${30 * DATA.length + 90}px` });
    expect(screen.getByText('Unidentified type %')).toBeInTheDocument();
  });

  it('says a failed load and offers to reload the page; the table view keeps the numbers', async () => {
    load.failures = 1;
    const { reload } = await renderChart();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The chart could not be loaded. Show the numbers as a table, or reload the page to try again (the statistics are then asked for again).',
    );
    expect(screen.queryByRole('img', { name: /Bar chart/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('table', { name: 'Unidentified transactions by bank' })).toHaveTextContent('ASB');
    fireEvent.click(screen.getByRole('button', { name: 'Chart' }));
    // Nothing asked again in this page: the browser would answer with the same failure.
    await new Promise(resolve => setTimeout(resolve, 400));
    expect(load.asked).toBe(1);
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loads nothing while there is nothing to chart', async () => {
    await renderChart([]);
    expect(screen.getByText('No data available')).toBeInTheDocument();
    await new Promise(resolve => setTimeout(resolve, 400));
    expect(load.asked).toBe(0);
  });
});
