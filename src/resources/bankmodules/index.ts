import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceDefinition } from '../../lib/registry';
import { Level } from '../../types';
import { endpoint } from './endpoint';
import { listDefaults } from './listDefaults';
import { messages } from './messages';

/**
 * Bank Modules (docs/screens/bankmodules.md), staff only. GET bank/ answers in DRF pages; the
 * screen wants the whole list (a few hundred rows) to search, filter and sort it by any column,
 * so it is fetched whole once and kept a minute; a change through the dataProvider ends that early.
 * PATCH bank/ carries the id in the body and only the changed fields.
 */
export default {
  name: 'bankmodules',
  messages,
  list: lazyNamed(() => import('./BankModuleList'), 'BankModuleList'),
  icon: AccountBalanceIcon,
  recordRepresentation: 'name',
  endpoint,
  listDefaults,
  access: { read: Level.STAFF, write: Level.STAFF },
  menu: { group: 'staff', order: 10 },
} satisfies ResourceDefinition;
