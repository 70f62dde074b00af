import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import type { ResourceDefinition } from '../../lib/registry';
import { Level } from '../../types';
import { endpoint } from './endpoint';
import { messages } from './messages';

/**
 * GET banks (docs/api.md#banks): read by the bank filters of the search panels. It has no screen
 * of its own, so no menu entry; the whole list comes in one answer.
 */
export default {
  name: 'banks',
  messages,
  icon: AccountBalanceIcon,
  recordRepresentation: 'name',
  endpoint,
  access: { read: Level.USER, write: Level.ADMIN },
  menu: null,
} satisfies ResourceDefinition;
