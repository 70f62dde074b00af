import type { CrudSeed } from '../../types/crudSeed';

/**
 * The labels of the demo API (docs/api.md#labels), served by the demo's generic CRUD handler: a
 * vendor's users read their vendor's labels, staff read every vendor's and create, rename (PUT) and
 * delete them. A ref is unique within its vendor. Plain data: only the demo imports this file.
 */
export type LabelRow = { id: number; ref: string; vendor_id: number };

export default {
  name: 'labels',
  path: 'dashboard/vendors/labels/',
  update: 'PUT',
  access: { read: 'vendor', write: 'staff' },
  fields: { ref: { type: 'text', required: true, unique: 'A label with this ref already exists.' } },
  owner: 'vendor_id',
  filters: ['vendor_id'],
  ordering: 'id',
  rows: () => [
    { id: 1, ref: 'acme-web', vendor_id: 1 },
    { id: 2, ref: 'acme-broker', vendor_id: 1 },
    { id: 3, ref: 'acme-mobile', vendor_id: 1 },
    { id: 4, ref: 'kiwi-home', vendor_id: 2 },
    { id: 5, ref: 'kiwi-motor', vendor_id: 2 },
    { id: 6, ref: 'harbour-main', vendor_id: 3 },
    { id: 7, ref: 'harbour-partners', vendor_id: 3 },
  ],
} satisfies CrudSeed<LabelRow>;
