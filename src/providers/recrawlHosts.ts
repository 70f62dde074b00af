import type { Environment } from '../config';

/**
 * docs/product.md, decision 23: a recrawl goes to a host chosen by environment. Each environment may name its
 * own api/v1 base at build time (`VITE_RECRAWL_HOSTS`, a JSON object such as
 * `{"staging": "https://staging.example/api/v1/"}`); an environment without one uses the
 * dashboard's own api base, which is what a single-backend deployment wants.
 */
export type RecrawlHosts = Partial<Record<Environment, string>>;

export const parseRecrawlHosts = (text: string | undefined): RecrawlHosts => {
  if (!text?.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const hosts: RecrawlHosts = {};
    for (const [environment, host] of Object.entries(parsed as Record<string, unknown>)) {
      // https only: the http client sends no token to any other host (decision 14), so a
      // plain-http host would answer 401 and end the session.
      if (typeof host === 'string' && /^https:\/\/[^\s]+$/.test(host.trim())) {
        hosts[environment as Environment] = host.trim().replace(/\/?$/, '/');
      }
    }
    return hosts;
  } catch {
    return {};
  }
};

/** The api/v1 base a recrawl goes to: absolute for a configured host, '' for the dashboard's own. */
export const recrawlBase = (environment: Environment, hosts: RecrawlHosts): string => hosts[environment] ?? '';

export const RECRAWL_HOSTS: RecrawlHosts = parseRecrawlHosts(import.meta.env.VITE_RECRAWL_HOSTS);
