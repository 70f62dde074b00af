// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer } from '../../../scripts/api.mjs';
import { loadProbe } from '../../../scripts/probe.mjs';
import { server as mockServer } from '../../setup';

/**
 * `npm run probe` (scripts/probe.mjs, src/providers/probe) against the demo api/v1 served in this
 * process by scripts/api.mjs, as a new backend would be probed: every call the dashboard makes
 * for the account passes on the demo; a required call answering 500 fails the run and names its
 * path; --write leaves nothing behind. The requests go over real HTTP: the unit tests' MSW
 * server (tests/setup.ts), which would answer them in this process, is closed for this file.
 */

type Probe = Awaited<ReturnType<typeof loadProbe>>;

let probe: Probe;
let server: Server;
let api: string;
const www = mkdtempSync(join(tmpdir(), 'probe-www-'));

beforeAll(async () => {
  mockServer.close();
  writeFileSync(join(www, 'index.html'), '<html></html>');
  [probe, server] = await Promise.all([loadProbe(), startApiServer({ dir: www, port: 0, latency: 0, quiet: true })]);
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`;
}, 60_000);

afterAll(() => {
  server?.close();
  rmSync(www, { recursive: true, force: true });
});

const PASSWORD = 'demo1234';

/** Runs the command line; the printed lines and the exit code. */
const run = async (args: string[], fetchImpl?: typeof fetch) => {
  const lines: string[] = [];
  const code = await probe.main(['--api', api, ...args], { print: line => lines.push(line), fetch: fetchImpl });
  return { code, lines, last: lines.at(-1) ?? '' };
};

/** A server that answers `status` with a DRF body for GETs of `path` (under api/v1/, query aside). */
const failing =
  (path: string, status: number, detail: string): typeof fetch =>
  async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === `/api/v1/${path}` && (init?.method ?? 'GET') === 'GET') {
      return new Response(JSON.stringify({ detail }), { status, headers: { 'Content-Type': 'application/json' } });
    }
    return fetch(input, init);
  };

const lineOf = (lines: string[], method: string, path: string) =>
  lines.find(line => new RegExp(`^\\S+\\s+${method}\\s+${path.replace(/[?{}]/g, '\\$&')}\\s`).test(line));

describe('npm run probe against the demo api/v1', () => {
  it('passes every call a vendor account makes, and says how it reads them', async () => {
    const { code, lines, last } = await run(['--email', 'vendor@demo.test', '--password', PASSWORD]);
    expect(last).toMatch(/^\d+ passed, 0 failed$/);
    expect(Number(last.split(' ')[0])).toBeGreaterThanOrEqual(20);
    expect(code).toBe(0);
    expect(lineOf(lines, 'GET', 'users/me/detailed')).toMatch(/level USER, vendor 1/);
    expect(lineOf(lines, 'GET', 'users/me/vendor/settings')).toMatch(/read: per tab/);
    expect(lineOf(lines, 'GET', 'applications/')).toMatch(/^ok .* 200 .*count present \(\d+\), next absolute/);
    expect(lineOf(lines, 'GET', 'applications/?timestamp=')).toMatch(/honoured as >=/);
    expect(lineOf(lines, 'GET', 'dashboard/vendors/applications/')).toMatch(/chart endpoint/);
    // Staff calls are not made for a vendor.
    expect(lineOf(lines, 'GET', 'bank/')).toBeUndefined();
    expect(lines).toContainEqual(expect.stringMatching(/^skip \d+ calls only STAFF makes \(signed in as USER\)/));
  });

  it('passes every call a staff account makes', async () => {
    const { code, lines, last } = await run(['--email', 'staff@demo.test', '--password', PASSWORD]);
    expect(last).toMatch(/^\d+ passed, 0 failed$/);
    expect(code).toBe(0);
    expect(lineOf(lines, 'GET', 'bank/')).toMatch(/^ok .*whole list/);
    expect(lineOf(lines, 'GET', 'vendor/{id}/dieds')).toMatch(/^ok /);
    // No change without --write: the sign-in is the only POST.
    expect(lines.filter(line => /^\S+\s+(POST|PUT|PATCH|DELETE)\s/.test(line))).toEqual([
      expect.stringMatching(/POST\s+rest-auth\/login\/ /),
    ]);
  });

  it('fails and exits non-zero when a required call answers 500, naming its path', async () => {
    const { code, lines, last } = await run(
      ['--email', 'vendor@demo.test', '--password', PASSWORD],
      failing('applications/', 500, 'A server error occurred.'),
    );
    expect(code).not.toBe(0);
    expect(last).toMatch(/^\d+ passed, [1-9]\d* failed$/);
    expect(lineOf(lines, 'GET', 'applications/')).toMatch(
      /^FAIL GET\s+applications\/\s+500\s+NOT READ: A server error occurred\.$/,
    );
  });

  it('reads a backend without the chart endpoints from the lists (404), and passes', async () => {
    const { code, lines, last } = await run(
      ['--email', 'vendor@demo.test', '--password', PASSWORD],
      failing('dashboard/vendors/applications/', 404, 'Not found.'),
    );
    expect(last).toMatch(/^\d+ passed, 0 failed$/);
    expect(code).toBe(0);
    expect(lineOf(lines, 'GET', 'dashboard/vendors/applications/')).toMatch(
      /^ok .* 404>200 .*no chart endpoint \(404\): drawn from the applications\/ list/,
    );
  });

  it('with --write creates and deletes a probe label and webhook, and leaves none behind', async () => {
    const { code, lines, last } = await run(['--email', 'staff@demo.test', '--password', PASSWORD, '--write']);
    expect(last).toMatch(/^\d+ passed, 0 failed$/);
    expect(code).toBe(0);
    for (const [method, path] of [
      ['POST', 'dashboard/vendors/labels/'],
      ['POST', 'webhooks'],
      ['DELETE', 'webhooks/{id}'],
      ['DELETE', 'dashboard/vendors/labels/{id}/'],
    ]) {
      expect(lineOf(lines, method, path)).toMatch(/^ok .*probe-\d{8}-\d{6}/);
    }
    const { key } = (await (
      await fetch(`${api}rest-auth/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'staff@demo.test', password: PASSWORD }),
      })
    ).json()) as { key: string };
    const read = async (path: string) =>
      (
        (await (
          await fetch(`${api}${path}?page_size=1000`, { headers: { Authorization: `Token ${key}` } })
        ).json()) as { results: Record<string, unknown>[] }
      ).results;
    expect((await read('dashboard/vendors/labels/')).filter(label => String(label.ref).startsWith('probe-'))).toEqual(
      [],
    );
    expect((await read('webhooks')).filter(hook => String(hook.name).startsWith('probe-'))).toEqual([]);
  });

  it('refuses a command line without --api or credentials (exit 2)', async () => {
    const lines: string[] = [];
    expect(await probe.main(['--email', 'x@y.z'], { print: line => lines.push(line) })).toBe(2);
    expect(lines[0]).toMatch(/^--api is required/);
    expect(await probe.main(['--api', 'http://h/api/v1/'], { print: line => lines.push(line) })).toBe(2);
  });
});
