import { pageEnvironment, runtimeConfig, type Environment } from '../config';

// The host of the IFrame page's links (docs/deployment.md#settings). Only that screen reads it, so
// it lives here rather than in src/config.ts, which /login's script carries (docs/performance.md).

/** An iframe host setting: one address for every environment, or an object of environment -> address. */
export type IframeHostsSetting = string | Partial<Record<Environment, string>>;

const httpBase = (value: unknown): string | undefined => {
  try {
    const url = new URL(String(value ?? '').trim());
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? `${url.origin}${url.pathname}`.replace(/\/+$/, '')
      : undefined;
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
 * object of environment -> address (http or https). Without either: `demoOrigin` (a demo build's
 * own origin, the only host it has), else null: no host, and the page builds no link. The
 * dashboard's own origin is never guessed for a real deployment: a link there leads nowhere.
 */
export const resolveIframeHost = (
  environment: Environment,
  runtime: IframeHostsSetting | undefined,
  buildTime: string | undefined,
  demoOrigin?: string,
): string | null =>
  hostFor(runtime, environment) ??
  hostFor(buildTime, environment) ??
  (demoOrigin ? demoOrigin.replace(/\/+$/, '') : null);

/** The host of the iframe links for this page's environment (null when none is set), read when used. */
export const iframeHost = (): string | null =>
  resolveIframeHost(
    pageEnvironment(),
    runtimeConfig()?.iframeHosts,
    import.meta.env.VITE_IFRAME_HOSTS,
    import.meta.env.VITE_DEMO === 'true' && typeof window !== 'undefined' ? window.location.origin : undefined,
  );
