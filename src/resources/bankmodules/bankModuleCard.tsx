import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { CardSpec } from '../../components/responsive';
import type { BankModule } from '../../providers';
import { BankModuleToggle } from './BankModuleToggle';

/**
 * A bank module as a phone card (docs/screens/responsive.md): its name, id, country and crawl
 * count, with the Module and Enabled switches and the row's actions, as in the table.
 */
export const bankModuleCard = (actions: ReactNode): CardSpec<BankModule> => ({
  primary: row => row.name,
  secondary: row => [`#${row.id}`, row.country_code, String(row.totals)].filter(Boolean).join(' · '),
  tertiary: () => (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <BankModuleToggle field="module" />
      <BankModuleToggle field="enabled" />
      {actions}
    </Box>
  ),
});
