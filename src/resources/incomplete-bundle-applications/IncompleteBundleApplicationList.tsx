import { TopToolbar } from 'react-admin';
import { AppList } from '../../components/AppList';
import { PollingControl } from '../../components/polling';
import { PageSizeSelect } from '../../components/SearchInputs';
import { POLL_RULES } from '../../lib/polling';
import { ApplicationTable, ApplicationTools } from '../applications';

const DEFAULT_SORT = { field: 'timestamp', order: 'DESC' } as const;

const Actions = () => (
  <TopToolbar sx={{ alignItems: 'center', gap: 1 }}>
    <ApplicationTools />
    <PageSizeSelect />
    <PollingControl rules={POLL_RULES.applications} />
  </TopToolbar>
);

/**
 * Incomplete Bundle Applications (docs/product.md#incomplete-bundle-applications, staff): the applications table over GET
 * incomplete-bundle-applications/, polled every 30 s like Applications.
 */
export const IncompleteBundleApplicationList = () => (
  <AppList sort={DEFAULT_SORT} actions={<Actions />}>
    <ApplicationTable />
  </AppList>
);
