import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkTree, importsOf } from '../../../scripts/check-cycles-core.mjs';

const trees: string[] = [];

/** A throw-away src/ tree of the given files. */
const tree = (files: Record<string, string>) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  trees.push(root);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
};

afterEach(() => trees.splice(0).forEach(root => fs.rmSync(root, { recursive: true, force: true })));

describe('check-cycles', () => {
  it('reads every kind of import', () => {
    const kinds = importsOf(
      'a.tsx',
      [
        "import { a } from './a';",
        "import type { B } from './b';",
        "import { type C, type D } from './c';",
        "import { e, type E } from './e';",
        "export type { F } from './f';",
        "export * from './g';",
        "type H = typeof import('./h');",
        "const I = lazy(() => import('./i'));",
      ].join('\n'),
    ).map(({ spec, kind }) => `${spec} ${kind}`);
    expect(kinds).toEqual(['./a static', './b type', './c type', './e static', './f type', './g static', './h type', './i dynamic']);
  });

  it('passes a tree whose imports point down the layers', () => {
    const result = checkTree(
      tree({
        'types/index.ts': 'export type Level = number;',
        'lib/registry.ts': "import type { Level } from '../types';\nexport const x: Level = 1;",
        'providers/index.ts': "import { x } from '../lib/registry';\nexport const y = x;",
        'layout/Menu.tsx': "import { y } from '../providers';\nexport const Menu = () => y;",
        'resources/labels/index.ts': "import { Menu } from '../../layout/Menu';\nexport default Menu;",
        'resources/index.ts': "import labels from './labels';\nexport const resources = [labels];",
        'app/index.ts': "import { resources } from '../resources';\nexport const app = resources;",
        'main.tsx': "import { app } from './app';\nexport const start = async () => (await import('./demo/browser')).go(app);",
        'demo/browser.ts': 'export const go = (x: unknown) => x;',
      }),
    );
    expect(result).toMatchObject({ modules: 9, moduleCycles: [], folderCycles: [], violations: [] });
  });

  it('reports a folder cycle made of a type-only import', () => {
    const { folderCycles, moduleCycles } = checkTree(
      tree({
        'lib/registry.ts': "import type { Spec } from '../providers/endpoints';\nexport type Def = { spec: Spec };",
        'providers/endpoints.ts': "import { stripSlash } from '../lib/text';\nexport type Spec = { path: string };\nexport const p = stripSlash;",
        'lib/text.ts': 'export const stripSlash = (s: string) => s;',
      }),
    );
    expect(moduleCycles).toEqual([]);
    expect(folderCycles).toHaveLength(1);
    expect(folderCycles[0]).toContain('src/lib -> src/providers -> src/lib');
    expect(folderCycles[0]).toContain('lib/registry.ts imports providers/endpoints.ts (type)');
  });

  it('reports a folder cycle made of a lazy dynamic import', () => {
    const { folderCycles } = checkTree(
      tree({
        'layout/AppLayout.tsx': "import { lazy } from 'react';\nexport const Page = lazy(() => import('../components/Page'));",
        'components/Page.tsx': "import { theme } from '../layout/theme';\nexport default () => theme;",
        'layout/theme.ts': 'export const theme = {};',
      }),
    );
    expect(folderCycles).toHaveLength(1);
    expect(folderCycles[0]).toContain('src/components -> src/layout -> src/components');
    expect(folderCycles[0]).toContain('layout/AppLayout.tsx imports components/Page.tsx (dynamic)');
  });

  it('reports a cycle between two resource folders and a value cycle between modules', () => {
    const { folderCycles, moduleCycles } = checkTree(
      tree({
        'resources/a/index.ts': "import { b } from '../b';\nexport const a = () => b;",
        'resources/b/index.ts': "import { a } from '../a';\nexport const b = () => a;",
      }),
    );
    expect(folderCycles[0]).toContain('src/resources/a -> src/resources/b -> src/resources/a');
    expect(moduleCycles).toEqual(['resources/a/index.ts -> resources/b/index.ts']);
  });

  it('reports an import up a layer, a statically imported demo and a folder in no layer', () => {
    const { violations } = checkTree(
      tree({
        'providers/index.ts': "import { resources } from '../resources';\nexport const p = resources;",
        'resources/index.ts': 'export const resources = [];',
        'App.tsx': "import { handlers } from './demo/handlers';\nexport const x = handlers;",
        'demo/handlers.ts': 'export const handlers = [];',
        'hooks/useX.ts': "import { p } from '../providers';\nexport const useX = () => p;",
      }),
    );
    expect(violations).toEqual([
      'App.tsx imports demo/handlers.ts (static): only the app root loads demo/, with import()',
      'hooks/useX.ts imports providers/index.ts (static): hooks is in no layer (see LAYERS)',
      'providers/index.ts imports resources/index.ts (static): providers may not import the layer above it',
    ]);
  });
});
