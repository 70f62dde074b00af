import { render, screen } from '@testing-library/react';
import { CircularProgress } from '@mui/material';
import { AdminContext, Loading } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { lightTheme } from '../../../src/layout/theme';
import { NamedSpinners } from '../../../src/layout/NamedSpinners';
import { screenI18nProvider } from '../helpers';

/**
 * A spinner is a progressbar, and a progressbar needs a name (axe's aria-progressbar-name, serious):
 * react-admin's own `<Loading>` (its layout's fallback while a screen's script arrives) has none.
 */
describe('spinners', () => {
  const renderInApp = (children: React.ReactNode) =>
    render(
      <AdminContext i18nProvider={screenI18nProvider} theme={lightTheme}>
        <NamedSpinners>{children}</NamedSpinners>
      </AdminContext>,
    );

  it("names react-admin's loading screen", async () => {
    renderInApp(<Loading />);
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('keeps a name a spinner was given', async () => {
    renderInApp(<CircularProgress aria-label="Saving" />);
    expect(await screen.findByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
  });
});
