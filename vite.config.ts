/// <reference types="vitest/config" />
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allFamilies, chunkOfFamily, chunkPlan, LANDING_SEGMENTS } from './scripts/chunkPlan.mjs';

/** Demo mode's service worker comes from public/ but belongs to demo builds only. */
const DEMO_SERVICE_WORKER = 'demoServiceWorker.js';
/** The demo host page that embeds the dashboard (README, Embedded mode): demo builds only too. */
const DEMO_ONLY = [DEMO_SERVICE_WORKER, 'embed-host.html', 'embed-host.js'];

/** The screen families and their address segments (scripts/chunkPlan.mjs). */
const FAMILIES = allFamilies(fileURLToPath(new URL('./src', import.meta.url)));

/**
 * The chunks each screen family needs beyond the entry's (scripts/chunkPlan.mjs): the family's
 * chunk and every chunk it imports statically, as asset paths. Kit's own family (Applications)
 * also needs `deferred` everywhere but on the landing list; `landing` is what that list needs.
 */
const familyPreloads = (bundle: Rollup.OutputBundle, entryFiles: Set<string>) => {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map(chunk => [chunk.fileName, chunk]));
  const closure = (file: string | undefined, seen: string[]): string[] => {
    if (!file || seen.includes(file) || entryFiles.has(file)) return seen;
    seen.push(file);
    for (const next of byFile.get(file)?.imports ?? []) closure(next, seen);
    return seen;
  };
  const fileOf = (name: string | null) => chunks.find(item => item.name === name && !item.isEntry)?.fileName;
  const paths = (files: string[]) => files.map(file => `./${file}`);
  const kit = fileOf('kit');
  const landing = closure(kit, []);
  const families = Object.fromEntries(
    Object.keys(FAMILIES).flatMap(family => {
      const file = fileOf(chunkOfFamily(family));
      if (!file) return [];
      const files = closure(file, []);
      return [[family, paths(file === kit ? closure(fileOf('deferred'), files) : files)]];
    }),
  );
  return { landing: paths(landing), families };
};

/** First URL segment -> screen family, for the loader. */
const familyOfSegments = () =>
  Object.fromEntries(
    Object.entries(FAMILIES).flatMap(([family, { segments }]) => segments.map(segment => [segment, family])),
  );

/**
 * The built page's script and preload tags become one inline loader that runs after <base> is
 * set: as plain tags, the browser's preload scanner would fetch them relative to a deep link
 * (`/labels/create` -> `/labels/assets/...`) before the base path is known. The loader also
 * preloads the chunks of the screen the address names (its family's, scripts/chunkPlan.mjs), so
 * that they download alongside the entry instead of after React has rendered the route.
 */
const loadAssetsAfterBase = (): Plugin => {
  let demo = false;
  return {
    name: 'load-assets-after-base',
    apply: 'build',
    configResolved: resolved => {
      demo = resolved.env.VITE_DEMO === 'true';
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const preloads: string[] = [];
        let entry = '';
        const stripped = html
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
            preloads.push(href);
            return '';
          })
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
            entry = src;
            return '';
          });
        if (!entry) return html;
        const entryFiles = new Set([entry, ...preloads].map(file => file.replace(/^\.\//, '')));
        const { landing, families } = context.bundle
          ? familyPreloads(context.bundle, entryFiles)
          : { landing: [], families: {} };
        // Demo builds start installing the api/v1 service worker and the demo API's Web Worker
        // right away, each on its own thread, while the app's code loads and runs;
        // src/demo/browser.ts then connects the two.
        const apiWorker = demo
          ? Object.values(context.bundle ?? {}).find(item => /(^|\/)apiWorker-[^/]+\.js$/.test(item.fileName))
          : undefined;
        const startWorker = demo
          ? `if(navigator.serviceWorker)navigator.serviceWorker.register(new URL(${JSON.stringify(DEMO_SERVICE_WORKER)},document.baseURI).pathname).catch(function(){});` +
            (apiWorker
              ? `try{window.__DEMO_API_WORKER__=new Worker(new URL(${JSON.stringify(apiWorker.fileName)},document.baseURI),{type:'module',name:'demo-api'})}catch(e){}`
              : '')
          : '';
        // The page's first segment after the base path (index.html's first script sets
        // __APP_BASENAME__) names its screen family: '' is the dashboard root. The landing list
        // (one segment of LANDING_SEGMENTS, nothing after it) needs only kit.
        const routeChunks =
          `var p=location.pathname.slice((window.__APP_BASENAME__||'').length).split('/'),g=p[1]||'';` +
          `var f=${JSON.stringify(familyOfSegments())}[g];` +
          `var r=${JSON.stringify(LANDING_SEGMENTS)}.indexOf(g)>=0&&!p.slice(2).join('')?${JSON.stringify(landing)}:f?${JSON.stringify(families)}[f]||[]:[];`;
        const loader = `<script>(function(){${startWorker}var h=document.head;${routeChunks}var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};h.appendChild(s);${JSON.stringify(preloads)}.concat(r).forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)})})();</script>`;
        return stripped.replace('</head>', `    ${loader}\n  </head>`);
      },
    },
  };
};

const demoWorkersInDemoOnly = (): Plugin => {
  let outDir = '';
  let demo = false;
  return {
    name: 'demo-workers-in-demo-only',
    apply: 'build',
    configResolved: resolved => {
      outDir = resolved.build.outDir;
      demo = resolved.env.VITE_DEMO === 'true';
    },
    closeBundle: () => {
      if (!demo) DEMO_ONLY.forEach(file => rmSync(join(outDir, file), { force: true }));
    },
  };
};

// `base: './'` keeps every asset URL relative: index.html sets <base href> at run time from the
// address (an optional version prefix then /dashboard), so one build serves under any base path.
export default defineConfig({
  base: './',
  plugins: [react(), chunkPlan(), loadAssetsAfterBase(), demoWorkersInDemoOnly()],
  resolve: {
    alias: [
      {
        find: 'object.entries',
        replacement: fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)),
      },
      {
        // ra-core's default CSV exporter, which no list here uses: its library loads on first use.
        find: /^jsonexport\/dist\/index\.js$/,
        replacement: fileURLToPath(new URL('./src/shims/jsonexport.ts', import.meta.url)),
      },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
  },
  server: { port: 5173, strictPort: false },
  // The dev server pre-bundles the packages it finds from the page's imports; the demo API's
  // workers are not reached from there, so without their entries `msw` would be found only when
  // the first request starts the worker, and the dev server would reload the page mid-sign-in.
  optimizeDeps: { entries: ['index.html', 'src/demo/apiWorker.ts', 'src/demo/activityWorker.ts'] },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    testTimeout: 20000,
    css: false,
    pool: 'threads',
    // Both cores: vitest's default leaves one idle on a 2-core machine (about 4 min instead of 6).
    maxWorkers: 2,
  },
});
