/**
 * The address a shared link is opened at (docs/product.md#shared-link): the dashboard's own
 * origin and base path, then `/shared_link?guid=...`. The guid is encoded as a query value, so a
 * server answer cannot add parameters or leave the page.
 */
export const sharedLinkUrl = (origin: string, basename: string, guid: string): string =>
  `${origin}${basename.replace(/\/+$/, '')}/shared_link?${new URLSearchParams({ guid }).toString()}`;

/** The guid of a /shared_link address: trimmed, or null when there is none. */
export const guidOf = (search: string): string | null => {
  const guid = new URLSearchParams(search).get('guid')?.trim();
  return guid ? guid : null;
};
