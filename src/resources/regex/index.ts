import RuleIcon from '@mui/icons-material/Rule';
import type { ResourceDefinition } from '../../lib/registry';
import { Level } from '../../types';
import { messages } from './messages';

/**
 * The api/v1 collections of the Regex page (/regex, docs/screens/regex.md), as react-admin
 * resources with no screen or menu entry of their own: the page's tabs list and change them
 * through react-admin's hooks. The rules are staff-only; the choice lists are read whole,
 * following `next` links.
 */
const rules = { read: Level.STAFF, write: Level.STAFF };
const choices = { read: Level.STAFF, write: Level.STAFF };

const definition = (
  name: keyof typeof messages,
  endpoint: ResourceDefinition['endpoint'],
  access = rules,
): ResourceDefinition => ({
  name,
  icon: RuleIcon,
  messages: messages[name],
  endpoint,
  access,
  menu: null,
});

export const regexResources: ResourceDefinition[] = [
  // PATCH and DELETE carry the id in the body of the collection: PATCH transtyperegex/ {id, ...changed}.
  definition('transtyperegex', { path: 'transtyperegex/', idIn: 'body', update: 'PATCH', manyParam: 'id__in' }),
  definition('categoryregex', { path: 'categoryregex/', update: 'PATCH' }),
  definition('transtype', { path: 'transtype/', pagination: 'none' }, choices),
  definition('thirdparty', { path: 'thirdparty/', pagination: 'none' }, choices),
  definition('category', { path: 'category', pagination: 'none' }, choices),
  definition('categoryregexgroup', { path: 'categoryregexgroup/', pagination: 'none' }, choices),
];
