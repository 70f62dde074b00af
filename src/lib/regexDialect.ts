/**
 * Regex rules are written for the backend's Python `re` module; the browser checks them with
 * JavaScript's RegExp. This maps the Python-only spellings the two dialects share a meaning for
 * (named groups, inline flags at the start, \A and \Z, comments) before compiling, so that the
 * client refuses only what neither dialect accepts. The server stays the judge of the rest
 * (docs/screens/regex.md): what it refuses comes back as a field error.
 */

export type RegexCheck = { ok: true; regex: RegExp } | { ok: false; reason: string };

const INLINE_FLAGS = /^\(\?([aiLmsux]+)\)/;

/** The JavaScript spelling of a Python pattern, with the flags Python's inline group set. */
export const toJavaScript = (pattern: string): { source: string; flags: string } => {
  let source = pattern;
  let flags = '';
  const inline = INLINE_FLAGS.exec(source);
  if (inline) {
    source = source.slice(inline[0].length);
    if (inline[1].includes('i')) flags += 'i';
    if (inline[1].includes('m')) flags += 'm';
    if (inline[1].includes('s')) flags += 's';
  }
  source = source
    .replace(/\(\?#[^)]*\)/g, '')
    .replace(/\(\?P<([A-Za-z_]\w*)>/g, '(?<$1>')
    .replace(/\(\?P=([A-Za-z_]\w*)\)/g, '\\k<$1>')
    .replace(/(^|[^\\])((?:\\\\)*)\\A/g, '$1$2^')
    .replace(/(^|[^\\])((?:\\\\)*)\\Z/g, '$1$2$$');
  return { source, flags };
};

/**
 * Compiles a rule's pattern as the preview runs it: case-insensitive search, like the backend
 * matches descriptions (docs/screens/regex.md). An empty or blank pattern is refused.
 */
export const compileRule = (pattern: string, extraFlags = 'i'): RegexCheck => {
  if (!pattern.trim()) return { ok: false, reason: 'empty' };
  const { source, flags } = toJavaScript(pattern);
  const all = Array.from(new Set((flags + extraFlags).split(''))).join('');
  try {
    return { ok: true, regex: new RegExp(source, all) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // "Invalid regular expression: /x/: Unterminated group" -> "Unterminated group"
    return { ok: false, reason: message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '') };
  }
};

/** Undefined for a pattern that compiles, else why not (the engine's own words). */
export const regexProblem = (pattern: string): string | undefined => {
  const check = compileRule(pattern);
  return check.ok ? undefined : check.reason;
};
