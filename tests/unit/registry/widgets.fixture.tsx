import ExtensionIcon from '@mui/icons-material/Extension';
import { DataTable, List } from 'react-admin';
import type { ResourceDefinition } from '../../../src/lib/registry';
import { Level } from '../../../src/types';

/** A made-up resource, declared exactly as a real one would be, for the registry test. */
const WidgetList = () => (
  <List>
    <DataTable>
      <DataTable.Col source="id" />
      <DataTable.Col source="name" />
    </DataTable>
  </List>
);

export const widgets = {
  name: 'widgets',
  list: WidgetList,
  icon: ExtensionIcon,
  title: 'Widgets',
  endpoint: { path: 'widgets/' },
  access: { read: Level.STAFF, write: Level.ADMIN },
  menu: { group: 'staff', order: 99 },
} satisfies ResourceDefinition;
