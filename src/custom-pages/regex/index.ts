import RuleIcon from '@mui/icons-material/Rule';
import { lazyNamed } from '../../lib/lazyNamed';
import type { CustomPageDefinition } from '../../lib/registry';
import { Level } from '../../types';

export default {
  name: 'regex',
  path: '/regex/:mode?',
  menuPath: '/regex',
  title: 'app.pages.regex',
  element: lazyNamed(() => import('./RegexPage'), 'RegexPage'),
  icon: RuleIcon,
  level: Level.STAFF,
  menu: { group: 'staff', order: 30 },
} satisfies CustomPageDefinition;
