import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  AdminContext,
  Button,
  ListContextProvider,
  ResourceContextProvider,
  memoryStore,
  type AuthProvider,
  type ListControllerResult,
} from 'react-admin';
import { activeFilterCount, RecordCards, statusColor } from '../../../../src/components/responsive';
import { applicationCard } from '../../../../src/resources/applications/applicationCard';
import type { Application } from '../../../../src/resources/applications/types';
import { screenI18nProvider } from '../../helpers';

const rows: Application[] = [
  {
    id: 41,
    timestamp: '2026-01-02T03:04:05Z',
    analysed: false,
    finalised: false,
    vendor: { name: 'Acme Lending', country_code: 'AU' },
    vendor_specific_id: 'ACME-1',
    full_name: 'Matilda Williams',
    bank: 'Hume Bank',
    profiles: [{ crawler: { status: 'FAILED' } }],
  },
];

const authProvider = (showPii: boolean): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  getIdentity: async () => ({
    id: 1,
    fullName: 'Vee',
    email: 'v@x.test',
    level: 'USER',
    show_pii: showPii,
    vendor: null,
    needsSignup: false,
  }),
});

// Only what SimpleList reads from the list context.
const listContext = {
  data: rows,
  total: rows.length,
  isPending: false,
  isLoading: false,
  isFetching: false,
  resource: 'applications',
  filterValues: {},
  selectedIds: [],
} as unknown as ListControllerResult<Application>; // a partial controller is enough for SimpleList

const renderCards = (showPii: boolean) =>
  render(
    <MemoryRouter>
      <AdminContext authProvider={authProvider(showPii)} store={memoryStore()}>
        <ResourceContextProvider value="applications">
          <ListContextProvider value={listContext}>
            <RecordCards card={applicationCard} />
          </ListContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );

describe('RecordCards', () => {
  it('shows the identifying fields, the status as a chip and links to the application view', async () => {
    renderCards(false);
    await screen.findByText('ACME-1');
    // SimpleList resolves a row's link after the first render.
    await waitFor(() => expect(screen.getByText('ACME-1').closest('a')).not.toBeNull());
    const card = screen.getByText('ACME-1').closest('a');
    expect(card?.getAttribute('href')).toMatch(/\/applications\/41\/show$/);
    const scope = within(card as HTMLElement);
    expect(scope.getByText(/Acme Lending/)).toBeTruthy();
    expect(scope.getByText('FAILED').closest('.MuiChip-colorError')).not.toBeNull();
  });

  it('shows the Full Name only when show_pii is true', async () => {
    const { unmount } = renderCards(false);
    await screen.findByText('ACME-1');
    // Give the identity time to arrive: the name must still be absent.
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(screen.queryByText('Matilda Williams')).toBeNull();
    unmount();
    renderCards(true);
    expect(await screen.findByText('Matilda Williams')).toBeTruthy();
  });
});

describe('RecordCards with bulk actions (docs/screens/list-tools.md#bulk-actions)', () => {
  it('gives each card a select box beside its link, and shows the bulk buttons while rows are selected', async () => {
    const onToggleItem = vi.fn();
    const selected = {
      ...listContext,
      selectedIds: [41],
      onToggleItem,
      onUnselectItems: vi.fn(),
    } as ListControllerResult<Application>;
    render(
      <MemoryRouter>
        <AdminContext authProvider={authProvider(false)} store={memoryStore()} i18nProvider={screenI18nProvider}>
          <ResourceContextProvider value="applications">
            <ListContextProvider value={selected}>
              <RecordCards card={applicationCard} bulkActionButtons={<Button label="Do it" />} />
            </ListContextProvider>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    const link = (await screen.findByText('ACME-1')).closest('a');
    expect(link?.getAttribute('href')).toMatch(/\/applications\/41\/show$/);
    const box = screen.getByRole('checkbox', { name: 'Select this row' });
    // Beside the link, not inside it: a tap on the box selects, it does not open the application.
    expect(link?.contains(box)).toBe(false);
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    expect(onToggleItem).toHaveBeenCalledWith(41);
    expect(screen.getByRole('button', { name: 'Do it' })).toBeTruthy();
    expect(screen.getByText('1 item selected')).toBeTruthy();
  });
});

describe('statusColor and activeFilterCount', () => {
  it('colours failures red, waits amber, runs blue, successes green', () => {
    expect(statusColor('FAILED')).toBe('error');
    expect(statusColor('MFA')).toBe('warning');
    expect(statusColor('PROCESSING')).toBe('info');
    expect(statusColor('COMPLETED')).toBe('success');
    expect(statusColor('SOMETHING')).toBe('default');
  });

  it('counts only filters that are set', () => {
    expect(activeFilterCount({ bank_id: 3, label_id: '', status: null, ids: [] })).toBe(1);
    expect(activeFilterCount(undefined)).toBe(0);
  });
});
