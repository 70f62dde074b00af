import type { ReactNode } from 'react';
import { TopToolbar } from 'react-admin';
import type { PollRules } from '../../lib/polling';
import { PollingControl } from '../polling';
import { BankInput, LabelInput, PageSizeSelect } from '../SearchInputs';
import { AdvancedSearchButton } from './AdvancedSearchDialog';

/**
 * The search panel that Applications and Analyses share (docs/product.md#applications,
 * #analyses): Bank and Vendor Label, applied as they change, as the list's filters; Advanced and
 * Count in the toolbar, beside the polling control.
 */
export const listSearchFilters = [
  <BankInput key="bank" source="bank_id" alwaysOn />,
  <LabelInput key="label" source="label_id" alwaysOn />,
];

/** `tools`: the list's column chooser, export and saved queries (components/listTools), after Advanced. */
export const ListSearchActions = ({ rules, tools }: { rules: PollRules; tools?: ReactNode }) => (
  <TopToolbar sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
    <AdvancedSearchButton />
    {tools}
    <PageSizeSelect />
    <PollingControl rules={rules} />
  </TopToolbar>
);
