import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../setup';
import { drfPage, renderApp, signInAs } from '../helpers';

const filtered = (filter: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('An empty table', () => {
  it.each([
    ['/analyses', '*/api/v1/analyses/', { bank_id: 1 }],
    ['/applications', '*/api/v1/applications/', { label_id: 1, email: 'nobody@x.test' }],
  ])(
    'reads "No data available" on %s also when filters are set (docs/product.md#tables)',
    async (path, api, filter) => {
      server.use(http.get(api, () => HttpResponse.json(drfPage([]))));
      await signInAs('vendor');
      renderApp(`${path}?${filtered(filter)}`);
      expect(await screen.findByText('No data available', {}, { timeout: 8000 })).toBeInTheDocument();
      expect(screen.queryByText(/current filters/)).not.toBeInTheDocument();
    },
  );
});
