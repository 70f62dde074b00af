import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceDefinition } from '../../lib/registry';
import { Level } from '../../types';
import { messages } from './messages';

/** Named like its route, /incomplete-bundle-applications (docs/product.md#incomplete-bundle-applications). */
export default {
  name: 'incomplete-bundle-applications',
  messages,
  list: lazyNamed(() => import('./IncompleteBundleApplicationList'), 'IncompleteBundleApplicationList'),
  icon: HourglassBottomIcon,
  recordRepresentation: 'vendor_specific_id',
  endpoint: { path: 'incomplete-bundle-applications/', sortFields: { 'vendor.name': 'vendor__name' } },
  access: { read: Level.STAFF, write: Level.STAFF },
  menu: { group: 'staff', order: 50 },
} satisfies ResourceDefinition;
