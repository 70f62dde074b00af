import DescriptionIcon from '@mui/icons-material/Description';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceDefinition } from '../../lib/registry';
import { Level } from '../../types';
import { ApplicationShowScreen } from './applicationShowScreen';
import { endpoint } from './endpoint';
import { listDefaults } from './listDefaults';
import { messages } from './messages';

/** The applications table, shared with Incomplete Bundle Applications; lazy, like the lists. */
export const ApplicationTable = lazyNamed(() => import('./ApplicationTable'), 'ApplicationTable');
/** Its toolbar tools (column chooser, CSV export), from the same chunk. */
export const ApplicationTools = lazyNamed<{ savedQueries?: boolean }, 'ApplicationTools'>(
  () => import('./ApplicationTable'),
  'ApplicationTools',
);

/** The application view, for the Lookup page when one application matches: `record` or `id`. */
export const ApplicationView = lazyNamed(() => import('./ApplicationView'), 'ApplicationView');

export default {
  name: 'applications',
  messages,
  list: lazyNamed(() => import('./ApplicationList'), 'ApplicationList'),
  show: ApplicationShowScreen,
  edit: lazyNamed(() => import('./ApplicationShow'), 'ApplicationRedirect'),
  icon: DescriptionIcon,
  recordRepresentation: 'vendor_specific_id',
  endpoint,
  access: { read: Level.USER, write: Level.USER },
  listDefaults,
  menu: { group: 'product', order: 30 },
} satisfies ResourceDefinition;
