/**
 * Everything the app reads from its surroundings: build-time variables, the deploy-time
 * `config.js`, and the page address. Read once at start-up.
 */
export type Environment = 'development' | 'staging' | 'uat' | 'production';

/** docs/product.md#environment: the environment comes from the host name. */
export const environmentFromHost = (hostname: string): Environment => {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost'))
    return 'development';
  if (host.includes('staging')) return 'staging';
  if (host.includes('uat')) return 'uat';
  return 'production';
};

/** docs/product.md#environment: an optional version prefix then `dashboard`, otherwise the fallback. */
export const basenameFromPath = (pathname: string, fallback: string): string => {
  const match = pathname.match(/^(\/v\d+)?\/dashboard(?=\/|$)/);
  const base = match ? match[0] : fallback;
  return base.replace(/\/+$/, '');
};

const ensureSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** docs/product.md, decision 5: the deploy-time override, then the build variable, then same-origin /api/v1/. */
export const resolveApiUrl = (runtime: string | undefined, buildTime: string | undefined): string =>
  ensureSlash(runtime?.trim() || buildTime?.trim() || '/api/v1/');

/** A list setting: an array, or one comma-separated string. */
const listOf = (value: string | readonly string[] | undefined): string[] =>
  (typeof value === 'string' ? value.split(',') : (value ?? [])).map(item => String(item).trim()).filter(Boolean);

/**
 * docs/product.md, decision 13: the host origins allowed to embed the dashboard, from the deploy-time config.js
 * (`embedOrigins`) when it names any, else the build variable. Exact origins only.
 */
export const resolveEmbedOrigins = (
  runtime: string | readonly string[] | undefined,
  buildTime: string | undefined,
): string[] => {
  const origins = listOf(runtime).length ? listOf(runtime) : listOf(buildTime);
  return origins.map(origin => origin.replace(/\/+$/, ''));
};

/**
 * docs/product.md, decision 14: the origins of the recrawl hosts (`VITE_RECRAWL_HOSTS`, a JSON object of
 * environment -> api/v1 base), https only: besides the api/v1 origin, the only ones that get
 * the token and the CSRF header.
 */
export const recrawlOriginsOf = (text: string | undefined): string[] => {
  let hosts: unknown;
  try {
    hosts = JSON.parse(text ?? '');
  } catch {
    return [];
  }
  if (!hosts || typeof hosts !== 'object') return [];
  const origins = Object.values(hosts).flatMap(host => {
    try {
      const url = new URL(String(host).trim());
      return url.protocol === 'https:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
};

const location = typeof window !== 'undefined' ? window.location : undefined;

/**
 * The deploy-time config.js, read when a setting is used: it loads in parallel with the app's code
 * (index.html), and main.tsx starts the app once it has arrived. Settings that only a signed-in
 * screen or signup reads live beside those screens (lib/iframeHost.ts, lib/paymentConfig.ts) and
 * read config.js through this, so that /login's script does not carry them (docs/performance.md).
 */
export const runtimeConfig = () => (typeof window !== 'undefined' ? window.__APP_CONFIG__ : undefined);

/** The environment of the page's host name (docs/product.md#environment), read when used. */
export const pageEnvironment = (): Environment => environmentFromHost(location?.hostname ?? 'localhost');

/** The api/v1 base of a run outside the browser (the conformance probe, `npm run probe`): wins over config.js. */
let apiUrlOverride: string | undefined;
export const setApiUrl = (url: string | undefined): void => {
  apiUrlOverride = url;
};

export const config = {
  productName: import.meta.env.VITE_PRODUCT_NAME || 'BankData',
  version: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0',
  environment: environmentFromHost(location?.hostname ?? 'localhost'),
  get apiUrl(): string {
    return resolveApiUrl(apiUrlOverride ?? runtimeConfig()?.apiUrl, import.meta.env.VITE_API_URL);
  },
  basename:
    (typeof window !== 'undefined' && window.__APP_BASENAME__) ||
    basenameFromPath(location?.pathname ?? '/', import.meta.env.VITE_BASE_FALLBACK || '/'),
  get embedOrigins(): string[] {
    return [
      ...resolveEmbedOrigins(runtimeConfig()?.embedOrigins, import.meta.env.VITE_EMBED_ORIGINS),
      // Demo builds ship their own host page (public/embed-host.html, docs/screens/webhooks-sharedlink-embed.md#embed-host),
      // which frames the dashboard from the dashboard's origin. A literal env check: production
      // builds drop it.
      ...(import.meta.env.VITE_DEMO === 'true' && location ? [location.origin] : []),
    ];
  },
  recrawlOrigins: recrawlOriginsOf(import.meta.env.VITE_RECRAWL_HOSTS),
};

/** Absolute URL of an api/v1 path: Node's fetch (tests) refuses relative URLs. */
export const apiUrl = (path: string): string => {
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return new URL(path.replace(/^\//, ''), new URL(config.apiUrl, origin)).toString();
};
