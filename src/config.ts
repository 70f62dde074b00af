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
export const resolveEmbedOrigins = (runtime: string | readonly string[] | undefined, buildTime: string | undefined): string[] => {
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

/** An iframe host setting: one address for every environment, or an object of environment -> address. */
export type IframeHostsSetting = string | Partial<Record<Environment, string>>;

const httpBase = (value: unknown): string | undefined => {
  try {
    const url = new URL(String(value ?? '').trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? `${url.origin}${url.pathname}`.replace(/\/+$/, '') : undefined;
  } catch {
    return undefined;
  }
};

const hostFor = (setting: IframeHostsSetting | undefined, environment: Environment): string | undefined => {
  if (!setting) return undefined;
  if (typeof setting === 'string') {
    const text = setting.trim();
    if (!text.startsWith('{')) return httpBase(text);
    try {
      return hostFor(JSON.parse(text) as IframeHostsSetting, environment);
    } catch {
      return undefined;
    }
  }
  return typeof setting === 'object' ? httpBase(setting[environment]) : undefined;
};

/**
 * docs/deployment.md#settings: the host of the iframe links the IFrame page builds, by environment: the deploy-time
 * config.js (`iframeHosts`), then the build variable (`VITE_IFRAME_HOSTS`), each one address or an
 * object of environment -> address (http or https); without either, the dashboard's own origin.
 */
export const resolveIframeHost = (
  environment: Environment,
  runtime: IframeHostsSetting | undefined,
  buildTime: string | undefined,
  origin: string,
): string => hostFor(runtime, environment) ?? hostFor(buildTime, environment) ?? origin.replace(/\/+$/, '');

/** The card payment provider's price identifier of each signup package. */
export type PackagePrices = Record<'essential' | 'premium' | 'platinum' | 'aggregator', string>;

/** Test-mode price identifiers used outside production when none are configured (the demo API knows them). */
export const TEST_PRICES: PackagePrices = {
  essential: 'price_test_essential',
  premium: 'price_test_premium',
  platinum: 'price_test_platinum',
  aggregator: 'price_test_aggregator',
};

export interface PaymentSettings {
  /** Live keys and prices in production, test ones everywhere else. */
  live: boolean;
  publishableKey: string;
  prices: PackagePrices;
}

const pricesOf = (value: unknown): Partial<PackagePrices> => {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const record = parsed as Record<string, unknown>;
  return Object.fromEntries(
    (['essential', 'premium', 'platinum', 'aggregator'] as const)
      .filter(name => typeof record[name] === 'string' && (record[name] as string).trim())
      .map(name => [name, (record[name] as string).trim()]),
  );
};

/**
 * docs/deployment.md#settings: the card payment provider's publishable key and price identifiers of
 * the environment (docs/product.md#signup): live ones in production, test ones elsewhere. The
 * deploy-time config.js (`stripeKey`, `stripePrices`) wins over the build variables; outside
 * production the test prices default to TEST_PRICES.
 */
export const resolvePayment = (
  environment: Environment,
  runtime: { stripeKey?: string; stripePrices?: Partial<PackagePrices> | string } | undefined,
  build: { keyLive?: string; keyTest?: string; pricesLive?: string; pricesTest?: string },
): PaymentSettings => {
  const live = environment === 'production';
  const base = live ? { essential: '', premium: '', platinum: '', aggregator: '' } : TEST_PRICES;
  return {
    live,
    publishableKey: runtime?.stripeKey?.trim() || (live ? build.keyLive : build.keyTest)?.trim() || '',
    prices: { ...base, ...pricesOf(live ? build.pricesLive : build.pricesTest), ...pricesOf(runtime?.stripePrices) },
  };
};

const location = typeof window !== 'undefined' ? window.location : undefined;

/**
 * The deploy-time config.js, read when a setting is used: it loads in parallel with the app's code
 * (index.html), and main.tsx starts the app once it has arrived.
 */
const runtime = () => (typeof window !== 'undefined' ? window.__APP_CONFIG__ : undefined);

export const config = {
  productName: import.meta.env.VITE_PRODUCT_NAME || 'BankData',
  version: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0',
  environment: environmentFromHost(location?.hostname ?? 'localhost'),
  get apiUrl(): string {
    return resolveApiUrl(runtime()?.apiUrl, import.meta.env.VITE_API_URL);
  },
  basename:
    (typeof window !== 'undefined' && window.__APP_BASENAME__) ||
    basenameFromPath(location?.pathname ?? '/', import.meta.env.VITE_BASE_FALLBACK || '/'),
  get embedOrigins(): string[] {
    return [
      ...resolveEmbedOrigins(runtime()?.embedOrigins, import.meta.env.VITE_EMBED_ORIGINS),
      // Demo builds ship their own host page (public/embed-host.html, docs/screens/webhooks-sharedlink-embed.md#embed-host),
      // which frames the dashboard from the dashboard's origin. A literal env check: production
      // builds drop it.
      ...(import.meta.env.VITE_DEMO === 'true' && location ? [location.origin] : []),
    ];
  },
  recrawlOrigins: recrawlOriginsOf(import.meta.env.VITE_RECRAWL_HOSTS),
  get iframeHost(): string {
    return resolveIframeHost(
      environmentFromHost(location?.hostname ?? 'localhost'),
      runtime()?.iframeHosts,
      import.meta.env.VITE_IFRAME_HOSTS,
      location?.origin ?? 'http://localhost',
    );
  },
  get payment(): PaymentSettings {
    return resolvePayment(environmentFromHost(location?.hostname ?? 'localhost'), runtime(), {
      keyLive: import.meta.env.VITE_STRIPE_KEY_LIVE,
      keyTest: import.meta.env.VITE_STRIPE_KEY_TEST,
      pricesLive: import.meta.env.VITE_STRIPE_PRICES_LIVE,
      pricesTest: import.meta.env.VITE_STRIPE_PRICES_TEST,
    });
  },
  /** The signup captcha's site key: config.js `recaptchaSiteKey`, else `VITE_RECAPTCHA_SITE_KEY`. */
  get recaptchaSiteKey(): string {
    return runtime()?.recaptchaSiteKey?.trim() || import.meta.env.VITE_RECAPTCHA_SITE_KEY || '';
  },
};

/** Absolute URL of an api/v1 path: Node's fetch (tests) refuses relative URLs. */
export const apiUrl = (path: string): string => {
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return new URL(path.replace(/^\//, ''), new URL(config.apiUrl, origin)).toString();
};
