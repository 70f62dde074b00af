import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../setup';
import { asPhone, drfPage, recordListQueries, renderApp, signInAs } from '../../helpers';
import { get, type Page } from '../../demo/api';
import { restartedCodes } from '../../../../src/custom-pages/metric-modules/restart';

const CUSTOM = '*/api/v1/custommetric/';
/**
 * Two tables and dialogs of the whole app in jsdom. Measured alone on the shared 2-core machine
 * (2026-11-25, load 5 to 7): the slowest story 5.5 s (median of three runs, 5.9 s at most); about 4x.
 */
const SLOW = 22_000;
configure({ asyncUtilTimeout: 15000 });

const section = (name: string) => screen.getByRole('region', { name });

/** The data rows of a section's table, once loaded. */
const rowsOf = async (name: string) => {
  const table = await within(await screen.findByRole('region', { name }, { timeout: 30000 })).findByRole(
    'table',
    {},
    { timeout: 15000 },
  );
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 10000 });
  return within(table).getAllByRole('row').slice(1);
};

const openPage = async () => {
  await signInAs('staff');
  const user = userEvent.setup();
  renderApp('/metricmodules');
  return user;
};

/** Opens the page and its Create custom metric dialog. */
const openCreateDialog = async () => {
  const user = await openPage();
  await rowsOf('Custom metrics');
  await user.click(screen.getByRole('button', { name: 'Add custom metric' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create custom metric' });
  return { user, dialog };
};

afterEach(() => server.events.removeAllListeners());

describe('restartedCodes', () => {
  const before = [
    { id: 1, code: 'A', name: 'a', enabled: false },
    { id: 2, code: 'B', name: 'b', enabled: false },
    { id: 3, code: 'C', name: 'c', enabled: true },
  ];
  it('names the metrics disabled before and enabled after, for all or one code', () => {
    const after = before.map(status => ({ ...status, enabled: true }));
    expect(restartedCodes(before, after)).toEqual(['A', 'B']);
    expect(restartedCodes(before, after, 'B')).toEqual(['B']);
    expect(restartedCodes(before, before)).toEqual([]);
  });
});

describe('Metric Modules', () => {
  it(
    'shows a card a metric on a phone, with its status and its restart button',
    async () => {
      const restore = asPhone();
      try {
        await openPage();
        const metrics = await screen.findByRole('region', { name: 'Metrics' }, { timeout: 30000 });
        const restart = await within(metrics).findAllByRole('button', { name: /^Restart M/ }, { timeout: 15000 });
        expect(restart.length).toBeGreaterThan(10);
        expect(within(metrics).queryByRole('table')).not.toBeInTheDocument();
        const card = restart[0].closest('li')!;
        expect(within(card).getByText(/^#\d+ · /)).toBeInTheDocument();
        await waitFor(() => expect(within(card).getByText(/^(Enabled|Disabled)$/)).toBeInTheDocument());
      } finally {
        restore();
      }
    },
    SLOW,
  );

  it(
    'asks for the statuses once when opened: the status cells use the answer the page asked for',
    async () => {
      const asked = recordListQueries('/api/v1/metrics/statuses/');
      await openPage();
      await waitFor(() => expect(within(section('Metrics')).getAllByText('Disabled').length).toBeGreaterThan(0), {
        timeout: 15000,
      });
      await new Promise(resolve => setTimeout(resolve, 500));
      expect(asked).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'lists the metrics with their status, and the custom metrics with metric and vendor names',
    async () => {
      await openPage();
      const metrics = await rowsOf('Metrics');
      expect(metrics.length).toBeGreaterThan(10);
      for (const header of ['Id', 'Code', 'Name', 'Default name', 'Description', 'Visible', 'Status']) {
        expect(within(section('Metrics')).getByRole('columnheader', { name: header })).toBeInTheDocument();
      }
      await waitFor(() => expect(within(section('Metrics')).getAllByText('Disabled').length).toBeGreaterThan(0));
      const custom = await rowsOf('Custom metrics');
      expect(custom.length).toBeGreaterThan(0);
      await waitFor(() => expect(within(custom[0]).getByText(/^M\d{3}_.* · /)).toBeInTheDocument());
    },
    SLOW,
  );

  it(
    'restarts one metric by its id (GET metric_restart/{id}, as the specification gives it) after a confirmation and shows the result',
    async () => {
      const restarts: string[] = [];
      server.events.on('request:start', ({ request }) => {
        if (request.url.includes('/metric_restart')) restarts.push(new URL(request.url).pathname);
      });
      const user = await openPage();
      await rowsOf('Metrics');
      await waitFor(() => expect(within(section('Metrics')).getAllByText('Disabled').length).toBeGreaterThan(0));
      const disabledRow = within(section('Metrics')).getAllByText('Disabled')[0].closest('tr')!;
      const code = within(disabledRow).getByText(/^M\d{3}_/).textContent!;
      await user.click(within(disabledRow).getByRole('button', { name: `Restart ${code}` }));
      const dialog = await screen.findByRole('dialog', { name: `Restart metric ${code}?` });
      await user.click(within(dialog).getByRole('button', { name: 'Restart' }));
      expect(await screen.findByText(`Re-enabled 1 metric: ${code}`)).toBeInTheDocument();
      const statuses = await get<Page<{ id: number; code: string; enabled: boolean }>>('metrics/statuses/', {
        page_size: 100,
      });
      const restarted = statuses.results.find(status => status.code === code);
      expect(restarted?.enabled).toBe(true);
      expect(restarts).toEqual([`/api/v1/metric_restart/${restarted?.id}`]);
    },
    SLOW,
  );

  it(
    'restarts all metrics after a confirmation; cancelling sends nothing',
    async () => {
      const restarts: string[] = [];
      server.events.on('request:start', ({ request }) => {
        if (request.url.includes('/metric_restart')) restarts.push(new URL(request.url).pathname);
      });
      const user = await openPage();
      await rowsOf('Metrics');
      await user.click(screen.getByRole('button', { name: 'Restart all metrics' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Restart all metrics?' })).getByRole('button', {
          name: 'Cancel',
        }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(restarts).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Restart all metrics' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Restart all metrics?' })).getByRole('button', {
          name: 'Restart',
        }),
      );
      expect(await screen.findByText(/^Re-enabled \d+ metrics?: /)).toBeInTheDocument();
      expect(restarts).toEqual(['/api/v1/metric_restart/']);
      await waitFor(() => expect(within(section('Metrics')).queryAllByText('Disabled')).toHaveLength(0));
    },
    SLOW,
  );

  it(
    'creates, edits and deletes a custom metric',
    async () => {
      const { user, dialog } = await openCreateDialog();
      await user.click(within(dialog).getByRole('combobox', { name: 'Metric' }));
      await user.click((await screen.findAllByRole('option'))[1]);
      await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '<b>Net</b> pay');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(section('Custom metrics')).findByText('Net pay')).toBeInTheDocument();

      const row = within(section('Custom metrics')).getByText('Net pay').closest('tr')!;
      await user.click(within(row).getByRole('button', { name: 'Edit Net pay' }));
      const edit = await screen.findByRole('dialog', { name: 'Edit custom metric Net pay' });
      const name = within(edit).getByRole('textbox', { name: 'Name' });
      await user.clear(name);
      await user.type(name, 'Take-home');
      await user.click(within(edit).getByRole('button', { name: 'Save' }));
      expect(await within(section('Custom metrics')).findByText('Take-home')).toBeInTheDocument();

      const renamed = within(section('Custom metrics')).getByText('Take-home').closest('tr')!;
      await user.click(within(renamed).getByRole('button', { name: /delete/i }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Delete custom metric Take-home?' })).getByRole('button', {
          name: /confirm/i,
        }),
      );
      await waitFor(() => expect(within(section('Custom metrics')).queryByText('Take-home')).not.toBeInTheDocument());
    },
    SLOW,
  );

  it(
    'refuses an empty name and shows a server field error, keeping what was typed',
    async () => {
      server.use(
        http.post(CUSTOM, () =>
          HttpResponse.json({ name: ['A custom metric with this name already exists.'] }, { status: 400 }),
        ),
      );
      const { user, dialog } = await openCreateDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
      expect(within(dialog).getByText('Choose a metric')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('combobox', { name: 'Metric' }));
      await user.click((await screen.findAllByRole('option'))[1]);
      await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Core income');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('A custom metric with this name already exists.')).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Core income');
    },
    SLOW,
  );

  it(
    'keeps the input and shows the error in the dialog when the save fails on the server',
    async () => {
      server.use(http.post(CUSTOM, () => HttpResponse.json({ detail: 'Database unavailable' }, { status: 500 })));
      const { user, dialog } = await openCreateDialog();
      await user.click(within(dialog).getByRole('combobox', { name: 'Metric' }));
      await user.click((await screen.findAllByRole('option'))[1]);
      await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Core income');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Not saved: Database unavailable')).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Core income');
    },
    SLOW,
  );

  it(
    'closes a clean dialog on Escape; with something typed, Escape or a click beside it asks first',
    async () => {
      const { user } = await openCreateDialog();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: 'Add custom metric' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create custom metric' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Core income');
      await user.keyboard('{Escape}');
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
          name: 'Keep editing',
        }),
      );
      await waitFor(() => expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument());
      expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Core income');

      // The dialog's container, around its paper, is what a click on the backdrop lands on.
      await user.click(dialog.parentElement!);
      expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
      // Escape on the question is staying too.
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument());
      expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Core income');
    },
    SLOW,
  );

  it(
    'says "No data available" when there is no custom metric',
    async () => {
      server.use(http.get(CUSTOM, () => HttpResponse.json(drfPage([]))));
      await openPage();
      expect(
        await within(await screen.findByRole('region', { name: 'Custom metrics' }, { timeout: 15000 })).findByText(
          'No data available',
          {},
          { timeout: 10000 },
        ),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'refuses a vendor user and asks nothing of the metrics',
    async () => {
      const calls: string[] = [];
      server.events.on('request:start', ({ request }) => {
        if (/metric/.test(request.url)) calls.push(request.url);
      });
      await signInAs('vendor');
      renderApp('/metricmodules');
      expect(
        await screen.findByRole('heading', { name: 'You are not authorised to access this page' }, { timeout: 15000 }),
      ).toBeInTheDocument();
      expect(calls).toEqual([]);
    },
    SLOW,
  );

  it(
    'says the metric statuses were cut after 20 pages, and Load the rest reads the rest',
    async () => {
      const asked: string[] = [];
      server.use(
        http.get('*/api/v1/metrics/statuses/', ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
          asked.push(String(page));
          const next = page < 21 ? new URL(`?page=${page + 1}`, request.url).href : null;
          return HttpResponse.json({
            count: 21,
            next,
            previous: null,
            results: [{ id: page, code: `M${page}`, name: `m${page}`, enabled: true }],
          });
        }),
      );
      const user = await openPage();
      const metrics = await screen.findByRole('region', { name: 'Metrics' }, { timeout: 30000 });
      expect(await within(metrics).findByText('First 20 of 21 rows.', {}, { timeout: 15000 })).toBeInTheDocument();
      expect(asked).toHaveLength(20);
      await user.click(within(metrics).getByRole('button', { name: 'Load the rest' }));
      await waitFor(() => expect(within(metrics).queryByText('First 20 of 21 rows.')).toBeNull());
      expect(asked.at(-1)).toBe('21');
    },
    SLOW,
  );

  it(
    'says under the vendor select when the vendors list was cut after 20 pages',
    async () => {
      server.use(
        http.get('*/api/v1/users/vendors', ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
          const next = page < 21 ? new URL(`?page=${page + 1}`, request.url).href : null;
          return HttpResponse.json({
            count: 21,
            next,
            previous: null,
            results: [{ id: page, label: `Vendor ${page}` }],
          });
        }),
      );
      const { dialog } = await openCreateDialog();
      expect(
        await within(dialog).findByText('Only the first 20 choices are listed: the server has more.'),
      ).toBeInTheDocument();
    },
    SLOW,
  );
});
