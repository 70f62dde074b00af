import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'dist-prod', 'bench/*/dist', 'node_modules', 'test-results', 'playwright-report'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // docs/architecture.md#shape: all HTTP goes through src/providers.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/providers/**', 'src/demo/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'HTTP goes through src/providers (dataProvider or http client).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'HTTP goes through src/providers.' },
        { object: 'globalThis', property: 'fetch', message: 'HTTP goes through src/providers.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/icons-material', message: 'Import icons by path.' },
            {
              name: 'zod',
              message: "Import z from src/lib/zod: it turns zod's eval probe off (CSP) before any schema exists.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@mui/icons-material', message: 'Import icons by path.' }] },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}', 'bench/*/vite.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['scripts/**/*.{js,mjs}'],
    extends: [js.configs.recommended],
  },
);
