import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../setup';
import { onePerPage, renderApp, signInAs } from '../helpers';

/**
 * docs/api.md#conventions: the Bank search input offers the banks list, read up to 20 pages; a
 * longer list says under the input that only the first ones are offered.
 */
describe('Bank search input over a cut banks list', () => {
  it('says under the input that only the first banks are listed', async () => {
    server.use(
      http.get(
        '*/api/v1/banks',
        onePerPage(page => ({ id: page, name: `Bank ${page}`, country_code: 'AU' })),
      ),
    );
    await signInAs('staff');
    renderApp('/applications');
    await screen.findByRole('combobox', { name: 'Bank' }, { timeout: 8000 });
    expect(
      await screen.findByText('Only the first 20 choices are listed: the server has more.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
