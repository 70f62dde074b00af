import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext, ListContextProvider, memoryStore, TextInput, type ListControllerResult } from 'react-admin';
import { PhoneFilters } from '../../../../src/components/responsive/PhoneFilters';
import { screenI18nProvider as i18nProvider } from '../../helpers';

const withFilters = (filterValues: Record<string, unknown>) =>
  ({ filterValues, displayedFilters: {}, setFilters: () => undefined }) as unknown as ListControllerResult;

const button = (filterValues: Record<string, unknown>) => {
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <ListContextProvider value={withFilters(filterValues)}>
        <PhoneFilters filters={[<TextInput key="email" source="email" label="Email" />]} />
      </ListContextProvider>
    </AdminContext>,
  );
  return screen.getByRole('button', { name: /^Filters/ });
};

describe("A phone list's Filters button", () => {
  it('says how many filters are set, once: no second count beside the words', () => {
    // Seen at 390 px: "FILTERS (1)" with a badge "1" on its icon.
    expect(button({ email: 'smith', bank_id: '' })).toHaveTextContent(/^Filters \(1\)$/);
  });

  it('reads plain "Filters" with none set', () => {
    expect(button({ email: '' })).toHaveTextContent(/^Filters$/);
  });
});
