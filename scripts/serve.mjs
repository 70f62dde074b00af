#!/usr/bin/env node
// A zero-dependency static server for a built folder, used by the end-to-end tests, the bench and
// `npm run preview`. The app computes its base path at run time (index.html sets <base href> from
// the address), so the same build is served under `/`, `/dashboard/` and `/v<N>/dashboard/`.
// Every answer carries the security headers of docs/deployment.md (Content Security Policy with
// frame-ancestors, nosniff, referrer policy), computed from the folder's config.js and index.html
// and the build's VITE_* variables (scripts/securityHeaders.mjs).
//
// Usage: node scripts/serve.mjs [dir=dist-demo] [port=4173] [host=127.0.0.1]
//        node scripts/serve.mjs [dir=dist-demo] --nginx    (prints the headers as nginx add_header lines)
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersForBuild, nginxLines } from './securityHeaders.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

// An optional version prefix then the dashboard segment, as in index.html and src/config.ts.
const BASE_PREFIX = /^(\/v\d+)?\/dashboard(?=\/|$)/;

/** Starts the server; resolves with the listening `http.Server`. */
export const serve = ({ dir = 'dist-demo', port = 4173, host = '127.0.0.1', quiet = false } = {}) => {
  const root = resolve(dir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(
      `${indexFile} not found: build it first (dist-demo: npm run build:demo; dist: npm run build; dist-prod: npx vite build --outDir dist-prod).`,
    );
  }

  // Recomputed when config.js or index.html changes, as a deploy-time config.js edit takes effect
  // without a restart.
  let cached = { key: '', headers: {} };
  const security = () => {
    const key = ['config.js', 'index.html']
      .map(name => statSync(join(root, name), { throwIfNoEntry: false })?.mtimeMs)
      .join();
    if (key !== cached.key) cached = { key, headers: headersForBuild(root) };
    return cached.headers;
  };

  const send = (res, status, type, body) => {
    res.writeHead(status, {
      ...security(),
      'Content-Type': type,
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
    });
    res.end(body);
  };

  const sendFile = (req, res, file, size, status = 200) => {
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    // Hashed build assets never change; everything else (index.html, config.js, the worker) must
    // be re-read so that a deploy-time config.js edit takes effect.
    const cache = file.startsWith(join(root, 'assets') + sep) ? 'public, max-age=31536000, immutable' : 'no-cache';
    res.writeHead(status, { ...security(), 'Content-Type': type, 'Content-Length': size, 'Cache-Control': cache });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  };

  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, 'application/json; charset=utf-8', '{"detail":"Method not allowed."}');
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      return send(res, 400, 'text/plain; charset=utf-8', 'Bad request');
    }
    pathname = pathname.replace(BASE_PREFIX, '') || '/';

    // No backend here: api/v1 answers 404 in JSON rather than the SPA page (the demo build never
    // gets this far, its service worker answers first).
    if (pathname.startsWith('/api/')) {
      return send(res, 404, 'application/json; charset=utf-8', '{"detail":"Not found."}');
    }

    const file = resolve(root, `.${pathname}`);
    if (file !== root && !file.startsWith(root + sep)) {
      return send(res, 403, 'text/plain; charset=utf-8', 'Forbidden');
    }
    try {
      const info = await stat(file);
      if (info.isFile()) return sendFile(req, res, file, info.size);
    } catch {
      // Not a file: fall through to the asset 404 or the SPA fallback.
    }
    // A missing asset is a 404; any other path is a route of the single-page app.
    if (TYPES[extname(pathname).toLowerCase()] && !pathname.endsWith('.html')) {
      return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    }
    const index = await stat(indexFile);
    return sendFile(req, res, indexFile, index.size);
  });

  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      if (!quiet) {
        const url = `http://${host}:${address.port}`;
        console.log(`Serving ${root} at ${url}/ (also ${url}/dashboard/ and ${url}/v1/dashboard/)`);
      }
      resolveServer(server);
    });
  });
};

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain && process.argv.includes('--nginx')) {
  const [dir = 'dist-demo'] = process.argv.slice(2).filter(arg => arg !== '--nginx');
  console.log(nginxLines(headersForBuild(resolve(dir))));
} else if (isMain) {
  const [dir = 'dist-demo', port = '4173', host = '127.0.0.1'] = process.argv.slice(2);
  serve({ dir, port: Number(port), host }).catch(error => {
    console.error(error.message);
    process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
}
