import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkTree, importsOf, layersFromDoc } from '../../../scripts/check-cycles-core.mjs';

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

/** The order docs/architecture.md#dependencies writes, as the checker reads it. */
const architecture = fs.readFileSync(path.join(__dirname, '../../../docs/architecture.md'), 'utf8');
const LAYERS = layersFromDoc(architecture);

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
    expect(kinds).toEqual([
      './a static',
      './b type',
      './c type',
      './e static',
      './f type',
      './g static',
      './h type',
      './i dynamic',
    ]);
  });

  it('passes a tree whose imports point down the layers', () => {
    const result = checkTree(
      tree({
        'types/index.ts': 'export type Level = number;',
        'providers/index.ts': "import type { Level } from '../types';\nexport const x: Level = 1;",
        'lib/registry.ts': "import { x } from '../providers';\nexport const y = x;",
        'layout/Menu.tsx': "import { y } from '../lib/registry';\nexport const Menu = () => y;",
        'resources/labels/index.ts': "import { Menu } from '../../layout/Menu';\nexport default Menu;",
        'resources/index.ts': "import labels from './labels';\nexport const resources = [labels];",
        'app/index.ts': "import { resources } from '../resources';\nexport const app = resources;",
        'main.tsx':
          "import { app } from './app';\nexport const start = async () => (await import('./demo/browser')).go(app);",
        'demo/browser.ts': 'export const go = (x: unknown) => x;',
      }),
    );
    expect(result).toMatchObject({ modules: 9, moduleCycles: [], folderCycles: [], violations: [] });
  });

  it('reports a folder cycle made of a type-only import', () => {
    const { folderCycles, moduleCycles } = checkTree(
      tree({
        'lib/registry.ts': "import type { Spec } from '../providers/endpoints';\nexport type Def = { spec: Spec };",
        'providers/endpoints.ts':
          "import { stripSlash } from '../lib/text';\nexport type Spec = { path: string };\nexport const p = stripSlash;",
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
        'layout/AppLayout.tsx':
          "import { lazy } from 'react';\nexport const Page = lazy(() => import('../components/Page'));",
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
      'hooks/useX.ts imports providers/index.ts (static): hooks is in no layer (see docs/architecture.md#dependencies)',
      'providers/index.ts imports resources/index.ts (static): providers may not import the layer above it',
    ]);
  });

  it('reads the layer order from docs/architecture.md, the root first and shared types last', () => {
    expect(LAYERS).toEqual([
      ['main.tsx', 'App.tsx', 'AdminUI.tsx', 'app'],
      ['resources', 'custom-pages'],
      ['layout'],
      ['components'],
      ['lib'],
      ['providers'],
      ['config.ts', 'i18n'],
      ['types'],
    ]);
    expect(layersFromDoc('# Architecture\n\nNo list here.\n')).toEqual([]);
  });

  it('holds lib above providers, as the documentation writes it', () => {
    const { violations } = checkTree(
      tree({
        'providers/sessionRule.ts': "import { SILENT } from '../lib/notificationText';\nexport const rule = SILENT;",
        'lib/notificationText.ts': "export const SILENT = 'app.error.silent';",
        'lib/firstPage.ts': "import { rule } from '../providers/sessionRule';\nexport const first = rule;",
        'config.ts': "import type { Level } from './types';\nexport const level: Level = 1;",
        'types/index.ts': "import { level } from '../config';\nexport type Level = typeof level;",
      }),
      { layers: LAYERS },
    );
    expect(violations).toEqual([
      'providers/sessionRule.ts imports lib/notificationText.ts (static): providers may not import the layer above it',
      'types/index.ts imports config.ts (static): types may not import the layer above it',
    ]);
  });

  it('reports a cycle between two top-level folders made through different subfolders', () => {
    const { folderCycles, violations } = checkTree(
      tree({
        'resources/tokens/TokenFormDialog.tsx':
          "import { links } from '../../custom-pages/external-links';\nexport const Dialog = () => links;",
        'custom-pages/external-links/index.ts': 'export const links = [];',
        'custom-pages/lookup/LookupResult.tsx':
          "import applications from '../../resources/applications';\nexport const Result = () => applications;",
        'resources/applications/index.ts': 'export default {};',
      }),
    );
    expect(violations).toEqual([]);
    expect(folderCycles).toHaveLength(1);
    expect(folderCycles[0]).toContain('src/custom-pages -> src/resources -> src/custom-pages');
    expect(folderCycles[0]).toContain(
      'custom-pages/lookup/LookupResult.tsx imports resources/applications/index.ts (static)',
    );
    expect(folderCycles[0]).toContain(
      'resources/tokens/TokenFormDialog.tsx imports custom-pages/external-links/index.ts (static)',
    );
  });

  it('reports a cycle between sibling folders one level down, and lets a folder and its own subfolder import each other', () => {
    const { folderCycles, moduleCycles } = checkTree(
      tree({
        'demo/lib/paging.ts': "import type { Clock } from '../sim/clock';\nexport const page = (c: Clock) => c;",
        'demo/sim/clock.ts':
          "import { page } from '../lib/paging';\nexport type Clock = number;\nexport const tick = page;",
        'components/polling/usePolling.ts': "import { Note } from '../Note';\nexport const usePolling = () => Note;",
        'components/Note.tsx':
          "import { PollingStatus } from './polling/PollingStatus';\nexport const Note = () => PollingStatus;",
        'components/polling/PollingStatus.tsx': 'export const PollingStatus = () => null;',
      }),
    );
    expect(moduleCycles).toEqual(['demo/lib/paging.ts -> demo/sim/clock.ts']);
    expect(folderCycles).toHaveLength(1);
    expect(folderCycles[0]).toContain('src/demo/lib -> src/demo/sim -> src/demo/lib');
    expect(folderCycles[0]).toContain('demo/lib/paging.ts imports demo/sim/clock.ts (type)');
  });

  it('reports a cycle of files made of type-only and dynamic imports', () => {
    const { moduleCycles } = checkTree(
      tree({
        'resources/crawlers/CrawlerList.tsx':
          "import { CrawlerCard } from './CrawlerCard';\nexport interface Crawler { uuid: string }\nexport const CrawlerList = () => CrawlerCard;",
        'resources/crawlers/CrawlerCard.tsx':
          "import type { Crawler } from './CrawlerList';\nexport const CrawlerCard = (c: Crawler) => c;",
        'resources/crawlers/index.ts':
          "import { lazy } from 'react';\nexport const List = lazy(() => import('./Lists'));\nexport const title = 'crawlers';",
        'resources/crawlers/Lists.tsx': "import { title } from '.';\nexport default () => title;",
      }),
    );
    expect(moduleCycles).toEqual([
      'resources/crawlers/CrawlerCard.tsx -> resources/crawlers/CrawlerList.tsx',
      'resources/crawlers/Lists.tsx -> resources/crawlers/index.ts',
    ]);
  });

  it("lets demo/ read src/types/ and a resource's demo.ts seed, which only demo/ may import", () => {
    const { violations, folderCycles } = checkTree(
      tree({
        'types/crudSeed.ts': 'export interface CrudSeed { name: string }',
        'resources/labels/demo.ts':
          "import type { CrudSeed } from '../../types/crudSeed';\nexport default { name: 'labels' } satisfies CrudSeed;",
        'resources/labels/LabelList.tsx': "import seed from './demo';\nexport const LabelList = () => seed;",
        'demo/store.ts':
          "import labels from '../resources/labels/demo';\nimport type { CrudSeed } from '../types/crudSeed';\nexport const seeds: CrudSeed[] = [labels];",
        'demo/handlers.ts': "import { LabelList } from '../resources/labels/LabelList';\nexport const h = LabelList;",
      }),
      { layers: LAYERS },
    );
    expect(folderCycles).toEqual([]);
    expect(violations).toEqual([
      'demo/handlers.ts imports resources/labels/LabelList.tsx (static): demo/ imports nothing of the app but src/types/ and the demo.ts seeds',
      'resources/labels/LabelList.tsx imports resources/labels/demo.ts (static): a demo.ts seed is imported by demo/ only',
    ]);
  });
});
