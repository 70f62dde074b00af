import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_HOST_PAGE, headersForBuild, securityHeaders } from '../../../scripts/securityHeaders.mjs';

/** The directives of a Content-Security-Policy value, by name. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map(part => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('the demo host page (README, Embedded mode)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'demo-host-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lets a build that ships it be framed by, and frame, its own origin only', () => {
    writeFileSync(join(dir, 'index.html'), '<html></html>');
    writeFileSync(join(dir, 'config.js'), "window.__APP_CONFIG__ = { apiUrl: '', embedOrigins: [] };");
    const without = directives(headersForBuild(dir, {})['Content-Security-Policy']);
    expect(without['frame-ancestors']).toEqual(["'none'"]);
    expect(without['frame-src']).not.toContain("'self'");

    writeFileSync(join(dir, DEMO_HOST_PAGE), '<html></html>');
    const headers = headersForBuild(dir, {});
    const csp = directives(headers['Content-Security-Policy']);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['frame-src'][0]).toBe("'self'");
    expect(headers['X-Frame-Options']).toBeUndefined();
  });

  it('adds its own origin to the configured hosts, never a wildcard', () => {
    const csp = directives(
      securityHeaders({ embedOrigins: ['https://portal.example.com'], demoHost: true })['Content-Security-Policy'],
    );
    expect(csp['frame-ancestors']).toEqual(['https://portal.example.com', "'self'"]);
    expect(csp['frame-ancestors']).not.toContain('*');
  });
});
