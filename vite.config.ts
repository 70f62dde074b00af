/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The built page's script and preload tags become one inline loader that runs after <base> is
 * set: as plain tags, the browser's preload scanner would fetch them relative to a deep link
 * (`/labels/create` -> `/labels/assets/...`) before the base path is known.
 */
const loadAssetsAfterBase = (): Plugin => ({
  name: 'load-assets-after-base',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: html => {
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
      const loader = `<script>(function(){var h=document.head;${JSON.stringify(preloads)}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};h.appendChild(s)})();</script>`;
      return stripped.replace('</head>', `    ${loader}\n  </head>`);
    },
  },
});

// `base: './'` keeps every asset URL relative: index.html sets <base href> at run time from the
// address (an optional version prefix then /dashboard), so one build serves under any base path.
export default defineConfig({
  base: './',
  plugins: [react(), loadAssetsAfterBase()],
  resolve: {
    alias: [
      { find: 'object.entries', replacement: fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)) },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
  },
  server: { port: 5173, strictPort: false },
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
  },
});
