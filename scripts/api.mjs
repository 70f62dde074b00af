#!/usr/bin/env node
// `npm run api`: the demo api/v1 (src/demo/handlers.ts, the MSW handlers demo mode runs in a Web
// Worker behind its service worker) as a real HTTP server in node, with the demo's simulated latency, in front of a
// production build. Try the production build locally with no backend:
//
//   npx vite build && npm run api            -> http://127.0.0.1:4174/ (dist/, api/v1 at /api/v1/)
//   node scripts/api.mjs [dir=dist] [port=4174] [host=127.0.0.1] [--latency=120]
//
// /api/* is answered by the handlers; every other request goes to scripts/serve.mjs (started on
// an internal port: same files, same security headers, same SPA fallback) and is gzipped here
// when the browser accepts it. The demo store lives in memory (no localStorage in node): a
// restart starts from the seed. The bench (scripts/bench.mjs) serves every build it compares
// through `startApiServer`, all against one store.
import { createServer, request as httpRequest } from 'node:http';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createGzip, gzipSync } from 'node:zlib';
import { serve } from './serve.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = 'src/demo/node.ts';
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;

let demoApi = null;

/**
 * Bundles one src/ module for node with vite (an SSR build: node_modules stay imports) into
 * node_modules/.cache/<name>, imports it and removes the bundle. About a second. `alias` maps
 * package names (scripts/probe.mjs loads ra-core for react-admin: the providers use only its
 * HttpError, and the whole of react-admin takes twice as long to load).
 */
export const bundleForNode = async (entry, name, { alias } = {}) => {
  const { build } = await import('vite');
  const outDir = join(ROOT, 'node_modules/.cache', name, String(process.pid));
  mkdirSync(outDir, { recursive: true });
  try {
    await build({
      configFile: false,
      root: ROOT,
      logLevel: 'warn',
      publicDir: false,
      resolve: alias ? { alias } : undefined,
      build: { ssr: entry, outDir, emptyOutDir: true, target: 'node20', minify: false, copyPublicDir: false },
    });
    const file = `${entry
      .split('/')
      .pop()
      .replace(/\.tsx?$/, '')}.js`;
    return await import(pathToFileURL(join(outDir, file)).href);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};

/**
 * Bundles src/demo/node.ts for node (bundleForNode), imports it and sets the latency.
 */
export const loadDemoApi = async ({ latency } = {}) => {
  demoApi ??= await bundleForNode(ENTRY, 'demo-api');
  demoApi.configure({ latency: latency ?? demoApi.DEMO_LATENCY_MS });
  return demoApi;
};

const readBody = req =>
  new Promise((resolveBody, reject) => {
    const chunks = [];
    req.on('data', chunk => chunks.push(chunk));
    req.on('end', () => resolveBody(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** A node request as a Fetch API Request, for the handlers. */
const toRequest = async (req, origin) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body });
};

const acceptsGzip = req => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

const answerApi = async (api, req, res, origin) => {
  const response = await api.answer(await toRequest(req, origin));
  if (!response) {
    res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    return res.end('{"detail":"Not found."}');
  }
  let body = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries(response.headers);
  headers['cache-control'] ??= 'no-store';
  if (acceptsGzip(req) && body.length > 1024 && COMPRESSIBLE.test(headers['content-type'] ?? '')) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
    headers.vary = 'Accept-Encoding';
  }
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
};

/** Hashed assets never change: their gzip is computed once. */
const gzipCache = new Map();

/** Passes the request to serve.mjs's server and gzips its answer when worth it. */
const forward = (staticPort, req, res) => {
  const upstream = httpRequest(
    {
      host: '127.0.0.1',
      port: staticPort,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'accept-encoding': 'identity' },
    },
    answer => {
      const headers = { ...answer.headers };
      const type = String(headers['content-type'] ?? '');
      if (!acceptsGzip(req) || req.method === 'HEAD' || !COMPRESSIBLE.test(type)) {
        res.writeHead(answer.statusCode ?? 502, headers);
        return answer.pipe(res);
      }
      delete headers['content-length'];
      headers['content-encoding'] = 'gzip';
      headers.vary = 'Accept-Encoding';
      const immutable = /immutable/.test(String(headers['cache-control'] ?? ''));
      const cached = immutable ? gzipCache.get(req.url) : undefined;
      if (cached) {
        answer.resume();
        res.writeHead(answer.statusCode ?? 200, { ...headers, 'content-length': cached.length });
        return res.end(cached);
      }
      if (immutable) {
        const chunks = [];
        answer.on('data', chunk => chunks.push(chunk));
        answer.on('end', () => {
          const body = gzipSync(Buffer.concat(chunks));
          gzipCache.set(req.url, body);
          res.writeHead(answer.statusCode ?? 200, { ...headers, 'content-length': body.length });
          res.end(body);
        });
        return undefined;
      }
      res.writeHead(answer.statusCode ?? 200, headers);
      return answer.pipe(createGzip()).pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Bad gateway');
  });
  req.pipe(upstream);
};

const API_PATH = /^(\/v\d+)?(\/dashboard)?\/api\//;

/**
 * Serves the built folder `dir` (gzip, scripts/serve.mjs's headers) and the demo api/v1 under
 * /api/. Resolves with the listening server; `close()` also stops the internal static server.
 */
export const startApiServer = async ({
  dir = 'dist',
  port = 4174,
  host = '127.0.0.1',
  latency,
  quiet = false,
} = {}) => {
  const api = await loadDemoApi({ latency });
  const staticServer = await serve({ dir, port: 0, host: '127.0.0.1', quiet: true });
  const staticPort = staticServer.address().port;
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!API_PATH.test(pathname)) return forward(staticPort, req, res);
    const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
    answerApi(api, req, res, origin).catch(error => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end('{"detail":"Server error."}');
    });
  });
  server.on('close', () => {
    staticServer.closeAllConnections();
    staticServer.close();
  });
  await new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolveServer);
  });
  if (!quiet) {
    const url = `http://${host}:${server.address().port}`;
    console.log(
      `Serving ${resolve(dir)} at ${url}/ with the demo api/v1 at ${url}/api/v1/ (${api.DEMO_LATENCY_MS} ms latency unless --latency)`,
    );
    console.log('Demo accounts: admin@demo.test, staff@demo.test, vendor@demo.test (password demo1234)');
  }
  return server;
};

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const latencyArg = args.find(arg => arg.startsWith('--latency='));
  const [dir = 'dist', port = '4174', host = '127.0.0.1'] = args.filter(arg => !arg.startsWith('--'));
  startApiServer({
    dir,
    port: Number(port),
    host,
    latency: latencyArg ? Number(latencyArg.split('=')[1]) : undefined,
  }).catch(error => {
    console.error(error.message ?? error);
    process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
}
