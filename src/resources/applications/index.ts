import DescriptionIcon from '@mui/icons-material/Description';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceDefinition } from '../../lib/registry';
import { Level } from '../../providers/permissions';

export default {
  name: 'applications',
  list: lazyNamed(() => import('./ApplicationList'), 'ApplicationList'),
  icon: DescriptionIcon,
  recordRepresentation: 'vendor_specific_id',
  title: 'app.pages.applications',
  endpoint: { path: 'applications/', manyParam: 'id__in', sortFields: { 'vendor.name': 'vendor__name' } },
  access: { read: Level.USER, write: Level.USER },
  menu: { group: 'product', order: 30 },
} satisfies ResourceDefinition;
