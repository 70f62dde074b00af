import WebAssetIcon from '@mui/icons-material/WebAsset';
import { lazyNamed } from '../../lib/lazyNamed';
import type { CustomPageDefinition } from '../../lib/registry';
import { Level } from '../../types';

export default {
  name: 'inlineframe',
  path: '/inlineframe',
  title: 'app.pages.inlineframe',
  element: lazyNamed(() => import('./InlineFramePage'), 'InlineFramePage'),
  icon: WebAssetIcon,
  level: Level.USER,
  menu: { group: 'productSettings', order: 40 },
} satisfies CustomPageDefinition;
