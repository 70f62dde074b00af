/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// `base: './'` keeps every asset URL relative: index.html sets <base href> at run time from the
// address (an optional version prefix then /dashboard), so one build serves under any base path.
export default defineConfig({
  base: './',
  plugins: [react()],
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
