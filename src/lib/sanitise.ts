import DOMPurify from 'dompurify';

/**
 * Spec 1 section 5: form inputs are cleaned of HTML markup before they are sent. DOMPurify with
 * no tag allowed drops the markup (and the content of script-like elements); reading the text
 * content back decodes entities, so "a & b" stays "a & b" instead of becoming "a &amp; b".
 */
export const stripMarkup = (value: string): string => {
  if (!/[<&]/.test(value)) return value;
  const fragment = DOMPurify.sanitize(value, { ALLOWED_TAGS: [], KEEP_CONTENT: true, RETURN_DOM_FRAGMENT: true });
  return fragment.textContent ?? '';
};

/** Every string value of a flat form record cleaned of markup; other values are kept. */
export const stripMarkupFromValues = <T extends Record<string, unknown>>(values: T): T =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? stripMarkup(value) : value]),
  ) as T;
