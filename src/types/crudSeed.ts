/**
 * What a plain CRUD resource gives the demo API (its folder's `demo.ts`, `satisfies CrudSeed<Row>`):
 * the endpoint, who may read and write, the fields on the wire and their rules, and the seed rows.
 * The demo's generic handler (src/demo/handlers/crud.ts) serves it as a DRF ModelViewSet would.
 * A seed file is plain data importing only this type, so the demo takes no screen code with it.
 */
export type CrudRow = { id: number } & Record<string, unknown>;

export type CrudAccess = 'user' | 'vendor' | 'staff';

export interface CrudField {
  /** `text`: a string, trimmed; `number`; `boolean` (DRF's parsing of each). */
  type: 'text' | 'number' | 'boolean';
  /** Must be given (on create, and on a PUT), and a text must not be blank. */
  required?: boolean;
  /** The value is unique among the rows (of the same owner, when the resource has one): DRF's message otherwise. */
  unique?: string;
}

export interface CrudSeed<Row extends CrudRow = CrudRow> {
  /** The store table's name, the resource's name in the registry. */
  name: string;
  /** The collection path under api/v1, as the resource's endpoint gives it (`dashboard/vendors/labels/`). */
  path: string;
  /** The update verb the specification gives; the other one answers 405. */
  update: 'PUT' | 'PATCH';
  /**
   * Who reads and who writes: `user` anyone signed in, `vendor` staff or a user with a vendor,
   * `staff` staff and admins (the demo's route levels, src/demo/route.ts).
   */
  access: { read: CrudAccess; write: CrudAccess };
  /** The writable fields, sent on the wire with `id` in this order. */
  fields: Record<string, CrudField>;
  /**
   * Rows belong to a vendor through this field, kept off the wire: a user sees their vendor's
   * rows, staff every vendor's; a create sets it from the body or the caller's vendor.
   */
  owner?: 'vendor_id';
  /** Query parameters filtering by equality (a comma list or the parameter repeated). */
  filters?: string[];
  /** The list's ordering when the request gives none. */
  ordering?: string;
  /** The seed rows (fresh objects each call). */
  rows: () => Row[];
}
