import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { httpClient } from '../../../src/providers/http';
import { server } from '../../setup';
import { renderApp, signInAs, type DemoAccount } from '../helpers';

interface Bank {
  name: string;
  country_code: string;
}

/** Every bank of the demo API by country, as anyone may read them. */
const banksByCountry = async () => {
  const { json } = await httpClient<{ results: Bank[] }>('banks', { query: { page_size: 1000 } });
  const of = (country: string) => json.results.filter(bank => bank.country_code === country).map(bank => bank.name);
  return { au: of('AU'), other: json.results.filter(bank => bank.country_code !== 'AU').map(bank => bank.name) };
};

/** The user's own answer of users/me/detailed, with the vendor's country_code left out. */
const withoutVendorCountry = async () => {
  const { json } = await httpClient<{ vendor: Record<string, unknown> }>('users/me/detailed');
  const { country_code: _dropped, ...vendor } = json.vendor;
  server.use(http.get('*/api/v1/users/me/detailed', () => HttpResponse.json({ ...json, vendor })));
};

/** The names the Bank search input offers on `path`. */
const bankOptions = async (path: string) => {
  const user = userEvent.setup();
  renderApp(path);
  const input = await screen.findByRole('combobox', { name: 'Bank' }, { timeout: 8000 });
  await user.click(input);
  await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(1));
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map(option => option.textContent);
};

describe('Bank search inputs (docs/product.md#levels)', () => {
  it.each([
    ['vendor', '/applications'],
    ['vendor', '/analyses'],
    ['vendor', '/crawlers'],
  ] as [DemoAccount, string][])('offer a %s only the banks of the vendor country on %s', async (account, path) => {
    await signInAs(account);
    const { au, other } = await banksByCountry();
    const offered = await bankOptions(path);
    expect(offered.length).toBe(au.length);
    expect(offered.filter(name => other.includes(name!) && !au.includes(name!))).toEqual([]);
  });

  it('offer staff the banks of every country', async () => {
    await signInAs('staff');
    const { au, other } = await banksByCountry();
    const offered = await bankOptions('/applications');
    expect(offered.length).toBe(au.length + other.length);
  });

  it('read a vendor without a country_code as AU (decision 16)', async () => {
    await signInAs('vendor');
    const { au } = await banksByCountry();
    await withoutVendorCountry();
    const offered = await bankOptions('/applications');
    expect([...offered].sort()).toEqual([...au].sort());
  });
});

describe('Connections for a vendor without a country_code', () => {
  it('lists the AU banks', async () => {
    await signInAs('vendor');
    await withoutVendorCountry();
    renderApp('/institutions');
    const table = await screen.findByRole('table', { name: 'Institutions' }, { timeout: 8000 });
    const names = within(table)
      .getAllByRole('rowheader')
      .map(cell => cell.textContent);
    expect(names).toContain('Commonwealth Bank');
    expect(names).not.toContain('Kiwibank');
  });
});
