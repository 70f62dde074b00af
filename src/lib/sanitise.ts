/**
 * docs/product.md#tables: form inputs are cleaned of HTML markup before they are used or sent, and
 * nothing else of what was typed is lost. A tag is a `<` followed by a letter, `/`, `!` or `?` up
 * to its closing `>` (a quoted attribute value may hold a `>`); a comment goes whole, and
 * script-like elements go with their content (to the end of the value when not closed). A lone `<`
 * or `>` ("A<B Pty Ltd", "x <= 5", "<3") is text and stays. Entities are text too: "&lt;b&gt;" is
 * sent as typed, never decoded into a tag. A small scanner rather than the browser's HTML parser,
 * which would read "A<B Pty Ltd" as a tag and decode entities into markup.
 */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'title',
]);

/** The index just past the tag that opens at `start`, or -1 when that `<` is text. `last` is the last `>`. */
const tagEnd = (text: string, start: number, last: number): number => {
  if (!/[a-z/!?]/i.test(text.charAt(start + 1))) return -1;
  if (text.startsWith('<!--', start)) {
    const end = text.indexOf('-->', start + 4);
    if (end >= 0) return end + 3;
  }
  let quote = '';
  for (let at = start + 2; at <= last; at++) {
    const char = text[at];
    if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return at + 1;
  }
  // An unbalanced quote: the tag ends at its first `>` (there is one: start < last).
  return text.indexOf('>', start) + 1;
};

const stripOnce = (text: string): string => {
  const last = text.lastIndexOf('>');
  let kept = '';
  let from = 0;
  for (let start = text.indexOf('<'); start >= 0 && start < last;) {
    let end = tagEnd(text, start, last);
    if (end < 0) {
      start = text.indexOf('<', start + 1);
      continue;
    }
    kept += text.slice(from, start);
    const name = /^<([a-z]+)/i.exec(text.slice(start, end))?.[1].toLowerCase() ?? '';
    if (DROPPED.has(name)) {
      const close = text.slice(end).search(new RegExp(`</${name}\\s*>`, 'i'));
      end = close < 0 ? text.length : text.indexOf('>', end + close) + 1;
    }
    from = end;
    start = text.indexOf('<', end);
  }
  return kept + text.slice(from);
};

/** Removing is repeated until nothing is left to remove: the text around a removed tag never joins into a new one ("<<b>b>"). */
export const stripMarkup = (value: string): string => {
  let text = value;
  for (let before = ''; text !== before;) {
    before = text;
    text = stripOnce(text);
  }
  return text;
};
