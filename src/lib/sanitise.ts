/**
 * docs/product.md#tables: form inputs are cleaned of HTML markup before they are sent. The browser's
 * own parser reads the value as an inert document (DOMParser runs no script and loads nothing);
 * script-like elements are dropped with their content and the text that is left comes back with
 * entities decoded, so "a &amp; b" is sent as "a & b". No library is needed to strip, which keeps
 * the sign-in pages light.
 */
const DROPPED = 'script,style,template,noscript,iframe,object,embed,svg,math,title';

export const stripMarkup = (value: string): string => {
  if (!/[<&]/.test(value)) return value;
  const doc = new DOMParser().parseFromString(value, 'text/html');
  doc.querySelectorAll(DROPPED).forEach(node => node.remove());
  return doc.body?.textContent ?? '';
};

/** Every string value of a flat form record cleaned of markup; other values are kept. */
export const stripMarkupFromValues = <T extends Record<string, unknown>>(values: T): T =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? stripMarkup(value) : value]),
  ) as T;
