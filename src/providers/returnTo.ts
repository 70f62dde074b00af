/**
 * docs/product.md, decision 9: a post-login return location is followed only when it is a path inside the
 * dashboard; anything else (another origin, `//host`, `javascript:`, a backslash trick) is refused.
 */
export const DEFAULT_AFTER_LOGIN = '/applications';

const PUBLIC_PATHS = ['/login', '/reset', '/signup'];

export const isSafeReturnPath = (value: unknown): value is string => {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // Backslashes and control characters let browsers read a path as another origin.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f]/.test(value)) return false;
  try {
    const url = new URL(value, 'http://dashboard.invalid');
    return url.origin === 'http://dashboard.invalid';
  } catch {
    return false;
  }
};

/** Where to go after signing in: the requested page, else /applications. */
export const returnPathOrDefault = (value: unknown): string => {
  if (!isSafeReturnPath(value)) return DEFAULT_AFTER_LOGIN;
  const pathname = value.split(/[?#]/)[0];
  return PUBLIC_PATHS.includes(pathname) ? DEFAULT_AFTER_LOGIN : value;
};

/** `/login?next=...` (or /signup) carrying the current path and query, relative to the basename. */
export const withReturnLocation = (target: string, pathname: string, search = ''): string => {
  const here = `${pathname}${search}`;
  if (!isSafeReturnPath(here) || PUBLIC_PATHS.includes(pathname) || pathname === '/') return target;
  return `${target}?next=${encodeURIComponent(here)}`;
};

/** The path inside the dashboard of a full browser pathname. */
export const stripBasename = (pathname: string, basename: string): string => {
  if (!basename || basename === '/') return pathname || '/';
  return pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
};
