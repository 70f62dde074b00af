/**
 * How one react-admin resource maps onto api/v1 (the `endpoint` of a resource definition). Every
 * field but `path` has the default most DRF viewsets want.
 */
export interface EndpointSpec {
  /** The collection path under api/v1, e.g. `dashboard/vendors/labels/`. */
  path: string;
  /**
   * One record's path from the id already made a path segment (encoded; `.`, `..` and empty ids
   * refused); defaults to `{path}{id}` keeping the collection's trailing-slash style.
   */
  itemPath?: (segment: string) => string;
  /**
   * The specification gives no item GET (labels, webhooks: only GET of the collection, POST, PUT
   * and DELETE of an id): when `GET {itemPath}` answers 405 or 404, the record is read from the
   * collection (every page), and only a record missing there is not found (404).
   */
  itemFromList?: boolean;
  /** The verb of an update: PUT sends the whole record, PATCH only the changed fields. */
  update?: 'PUT' | 'PATCH';
  /** Where update and delete carry the id: in the path (REST) or in the body of the collection. */
  idIn?: 'path' | 'body';
  /** `page` for DRF page-number paging; `none` for endpoints that answer the whole list. */
  pagination?: 'page' | 'none';
  /** The record field that is react-admin's `id` (crawlers use `uuid`). */
  idField?: string;
  /** react-admin sort field to DRF `ordering` field, where they differ. */
  sortFields?: Record<string, string>;
  /** react-admin filter name to query parameter, where they differ. */
  filterFields?: Record<string, string>;
  /** Query parameter that fetches several ids in one request (`getMany`), if the API has one. */
  manyParam?: string;
  /**
   * A whole-list endpoint (`pagination: 'none'`) whose list rarely changes: for this many ms one
   * request, with no filter in it, serves every list, search and getMany of the resource, filtered
   * here (a page's search input, name cells and chosen value would otherwise ask three times).
   * A change through the dataProvider or a failed request ends it early.
   */
  cacheFor?: number;
}

export type EndpointMap = Record<string, EndpointSpec>;
