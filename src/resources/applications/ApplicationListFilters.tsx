import { TopToolbar } from 'react-admin';
import { PollingControl } from '../../components/polling';
import { BankInput, LabelInput, PageSizeSelect } from '../../components/SearchInputs';
import { POLL_RULES } from '../../lib/polling';
import { AdvancedSearchButton } from './AdvancedSearchDialog';

/** The search panel's inputs applied as they change: bank and vendor label (docs/product.md#applications). */
export const applicationFilters = [
  <BankInput key="bank" source="bank_id" alwaysOn />,
  <LabelInput key="label" source="label_id" alwaysOn />,
];

/** The rest of the search panel (count, Advanced) and the polling control. */
export const ApplicationListActions = () => (
  <TopToolbar sx={{ alignItems: 'center', gap: 1 }}>
    <AdvancedSearchButton />
    <PageSizeSelect />
    <PollingControl rules={POLL_RULES.applications} />
  </TopToolbar>
);
