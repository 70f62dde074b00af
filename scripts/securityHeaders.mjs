// The response headers every page of the dashboard is served with (docs/deployment.md): a Content
// Security Policy whose frame-ancestors names only the host origins allowed to embed the
// dashboard (docs/product.md, decision 13), plus nosniff and a referrer policy. Pure functions,
// shared by scripts/serve.mjs and by `node scripts/serve.mjs --nginx` for a reverse proxy.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

/** Card payments (Stripe.js): its script, its API, and the frames it opens. */
export const PAYMENT = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com', 'https://m.stripe.network'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://m.stripe.network'],
};

/** The signup captcha (reCAPTCHA): its scripts and its challenge frame. */
export const CAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

const list = value =>
  (Array.isArray(value) ? value : String(value ?? '').split(','))
    .map(item => String(item).trim().replace(/\/+$/, ''))
    .filter(Boolean);

const originOf = url => {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/** The https origins of a `VITE_RECRAWL_HOSTS` JSON object, as src/config.ts reads them. */
export const recrawlOriginsOf = text => {
  try {
    const hosts = JSON.parse(text ?? '');
    if (!hosts || typeof hosts !== 'object') return [];
    return [
      ...new Set(
        Object.values(hosts)
          .map(host => originOf(String(host).trim()))
          .filter(origin => origin?.startsWith('https:')),
      ),
    ];
  } catch {
    return [];
  }
};

/** sha256 sources for every inline <script> of a built index.html, so no 'unsafe-inline' is needed. */
export const inlineScriptHashes = html =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map(([, body]) => body)
    .filter(body => body.trim())
    .map(body => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);

/** The demo build's own host page (public/embed-host.html): production builds do not ship it. */
export const DEMO_HOST_PAGE = 'embed-host.html';

/**
 * The headers for one deployment. `apiUrl`: the api/v1 base ('' or a path = same origin);
 * `embedOrigins`: the hosts allowed to frame the dashboard (none = no framing at all);
 * `recrawlOrigins`: other api/v1 hosts recrawls go to; `scriptHashes`: the page's inline scripts;
 * `demoHost`: the build ships the demo host page, which frames the dashboard from its own origin
 * ('self' may frame it and be framed by it).
 */
export const securityHeaders = ({
  apiUrl = '',
  embedOrigins = [],
  recrawlOrigins = [],
  scriptHashes = [],
  demoHost = false,
} = {}) => {
  const embedders = [...list(embedOrigins), ...(demoHost ? ["'self'"] : [])];
  const connect = ["'self'", originOf(apiUrl), ...list(recrawlOrigins), ...PAYMENT.connect, ...CAPTCHA.connect];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...PAYMENT.script, ...CAPTCHA.script],
    // Emotion (MUI's styling) writes <style> elements at run time: inline styles must be allowed.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    'frame-src': [...(demoHost ? ["'self'"] : []), ...PAYMENT.frame, ...CAPTCHA.frame],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': embedders.length ? embedders : ["'none'"],
  };
  const policy = Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources.filter(Boolean))].join(' ')}`)
    .join('; ');
  return {
    'Content-Security-Policy': policy,
    // For browsers older than frame-ancestors; it cannot name several hosts, so only when none may frame.
    ...(embedders.length ? {} : { 'X-Frame-Options': 'DENY' }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
};

/** The deploy-time settings of a build folder's config.js (window.__APP_CONFIG__), or {}. */
export const readRuntimeConfig = dir => {
  try {
    const sandbox = { window: {} };
    runInNewContext(readFileSync(join(dir, 'config.js'), 'utf8'), sandbox, { timeout: 100 });
    return sandbox.window.__APP_CONFIG__ ?? {};
  } catch {
    return {};
  }
};

/**
 * The headers for a build folder, read as the app reads its settings (src/config.ts): config.js
 * first, then the build's VITE_* variables from `env`; the script hashes from its index.html.
 */
export const headersForBuild = (dir, env = process.env) => {
  const runtime = readRuntimeConfig(dir);
  const embed = list(runtime.embedOrigins);
  return securityHeaders({
    apiUrl: String(runtime.apiUrl || env.VITE_API_URL || ''),
    embedOrigins: embed.length ? embed : list(env.VITE_EMBED_ORIGINS),
    recrawlOrigins: recrawlOriginsOf(env.VITE_RECRAWL_HOSTS),
    scriptHashes: inlineScriptHashes(readFileSync(join(dir, 'index.html'), 'utf8')),
    demoHost: existsSync(join(dir, DEMO_HOST_PAGE)),
  });
};

/** The same headers as nginx `add_header` lines. */
export const nginxLines = headers =>
  Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');
