import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { headersForBuild, inlineScriptHashes, nginxLines, securityHeaders } from '../../../scripts/securityHeaders.mjs';
import { serve } from '../../../scripts/serve.mjs';
import { server as api } from '../../setup';

/** The directives of a Content-Security-Policy value, by name. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map(part => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the security headers (docs/deployment.md)', () => {
  it('forbid framing, plugins and eval when no host may embed the dashboard', () => {
    const headers = securityHeaders();
    const csp = directives(headers['Content-Security-Policy']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(headers['Content-Security-Policy']).not.toMatch(/unsafe-eval/);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('let exactly the allowed hosts frame the dashboard', () => {
    const headers = securityHeaders({ embedOrigins: ['https://portal.example.com/', 'https://crm.example.com'] });
    expect(directives(headers['Content-Security-Policy'])['frame-ancestors']).toEqual([
      'https://portal.example.com',
      'https://crm.example.com',
    ]);
    expect(headers['X-Frame-Options']).toBeUndefined();
  });

  it('limit connections to the api, the recrawl hosts, payments and the captcha', () => {
    const csp = directives(
      securityHeaders({ apiUrl: 'https://api.example.com/api/v1/', recrawlOrigins: ['https://recrawl.example.com'] })[
        'Content-Security-Policy'
      ],
    );
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
      'https://recrawl.example.com',
      'https://api.stripe.com',
      'https://m.stripe.network',
      'https://www.google.com/recaptcha/',
    ]);
    expect(csp['script-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://www.gstatic.com/recaptcha/']),
    );
  });

  it('allow the inline scripts of the page by their hashes', () => {
    const html = '<script>var a = 1;</script><script src="x.js"></script><script type="module">b()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('var a = 1;'), sha256('b()')]);
  });

  it('print as nginx add_header lines', () => {
    expect(nginxLines({ 'X-Content-Type-Options': 'nosniff' })).toBe(
      'add_header X-Content-Type-Options "nosniff" always;',
    );
  });
});

describe('scripts/serve.mjs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'serve-'));
  let base = '';
  let close = () => undefined as void;

  beforeAll(async () => {
    writeFileSync(join(dir, 'index.html'), '<html><head><script>boot()</script></head><body></body></html>');
    writeFileSync(
      join(dir, 'config.js'),
      "window.__APP_CONFIG__ = { apiUrl: 'https://api.example.com/api/v1/', embedOrigins: ['https://portal.example.com'] };",
    );
    const server = await serve({ dir, port: 0, quiet: true });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => void server.close();
  });
  // The test harness answers every request from the demo API; these go to the real server.
  beforeEach(() => api.use(http.get(`${base}/*`, () => passthrough())));
  afterAll(() => {
    close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/dashboard/applications', '/config.js'])('sends the headers of the build with %s', async path => {
    const response = await fetch(`${base}${path}`);
    const csp = directives(response.headers.get('Content-Security-Policy') ?? '');
    expect(csp['frame-ancestors']).toEqual(['https://portal.example.com']);
    expect(csp['connect-src']).toContain('https://api.example.com');
    expect(csp['script-src']).toContain(sha256('boot()'));
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('computes the same headers as it prints for nginx', () => {
    expect(headersForBuild(dir, {})['Content-Security-Policy']).toContain('frame-ancestors https://portal.example.com');
  });
});
