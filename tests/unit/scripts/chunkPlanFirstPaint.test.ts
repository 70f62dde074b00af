import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkPlan, moduleRecord, reachedByNames, type ModuleRecord } from '../../../scripts/chunkPlan.mjs';

/**
 * The chunk plan's `kit` holds what the landing list's first paint needs (scripts/chunkPlan.mjs,
 * docs/performance.md "The chunk plan"). A package imported through its index must bring only the
 * modules behind the names imported: a module reached through an index's `export … from` that the
 * first paint does not use goes to `deferred`, loaded with the screens that use it.
 */

/** A package on disk (its package.json is what says whether its modules have side effects). */
const packageDir = (sideEffects: boolean) => {
  const dir = join(mkdtempSync(join(tmpdir(), 'plan-')), 'node_modules', 'lib');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'lib', sideEffects }));
  return dir;
};

/**
 * Runs the plugin's build-end step over a synthetic module graph (file name -> code, in `dir`; the
 * entry is `app.js`) the way the build does, then asks its `kit` group which modules it takes.
 */
const kitOf = async (dir: string, files: Record<string, string>) => {
  const ids = Object.keys(files).map(file => join(dir, file));
  const resolve = (source: string, importer: string) =>
    source.startsWith('.') ? join(dirname(importer), source.replace(/(\.js)?$/, '.js')) : join(dir, source);
  const specifiers = (code: string) =>
    [...code.matchAll(/from\s+'([^']+)'|import\s+'([^']+)'/g)].map(m => m[1] ?? m[2]);
  const info = (id: string) => ({
    id,
    code: files[id.slice(dir.length + 1)],
    isEntry: id.endsWith('/app.js'),
    importedIds: [...new Set(specifiers(files[id.slice(dir.length + 1)] ?? '').map(source => resolve(source, id)))],
  });
  const plugin = chunkPlan();
  const context = {
    getModuleIds: () => ids.values(),
    getModuleInfo: info,
    resolve: async (source: string, importer: string) => ({ id: resolve(source, importer) }),
  };
  // The plugin's hooks are plain functions here; `this` is the build's context, stubbed above.
  await (plugin.buildEnd as unknown as (this: typeof context) => Promise<void>).call(context);
  const config = (
    plugin.config as unknown as () => {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: { name: unknown; test: (id: string) => boolean }[] } } };
      };
    }
  )();
  const kit = config.build.rolldownOptions.output.codeSplitting.groups.find(group => group.name === 'kit')!;
  return ids.filter(id => kit.test(id)).map(id => id.slice(dir.length + 1));
};

describe('kit: the landing list first paint, following the names imported', () => {
  it('takes only the module behind the name imported from a package index', async () => {
    const dir = packageDir(false);
    const kit = await kitOf(dir, {
      'app.js': "import { A } from 'index.js';\nA();",
      'index.js': "export { A } from './A';\nexport { B } from './B';",
      'A.js': 'export const A = () => 1;',
      'B.js': "import { C } from './C';\nexport const B = () => C;",
      'C.js': 'export const C = 3;',
    });
    expect(kit).toEqual(['app.js', 'index.js', 'A.js']);
  });

  it('follows a name through chains of `export *`, to the star source that exports it', async () => {
    const dir = packageDir(false);
    const kit = await kitOf(dir, {
      'app.js': "import { B } from 'index.js';\nB();",
      'index.js': "export * from './group';\nexport * from './other';",
      'group.js': "export * from './A';\nexport * from './B';",
      'other.js': "import './A';\nexport const D = 4;",
      'A.js': 'export const A = 1;',
      'B.js': 'export const B = () => 2;',
    });
    expect(kit).toEqual(['app.js', 'index.js', 'group.js', 'B.js']);
  });

  it('takes everything behind a namespace import', async () => {
    const dir = packageDir(false);
    const kit = await kitOf(dir, {
      'app.js': "import * as lib from 'index.js';\nlib.A();",
      'index.js': "export { A } from './A';\nexport * from './B';",
      'A.js': 'export const A = () => 1;',
      'B.js': 'export const B = 2;',
    });
    expect(kit).toEqual(['app.js', 'index.js', 'A.js', 'B.js']);
  });

  it('runs a re-exported module with its index when its package does not say it is free of side effects', async () => {
    const dir = packageDir(true);
    const kit = await kitOf(dir, {
      'app.js': "import { A } from 'index.js';\nA();",
      'index.js': "export { A } from './A';\nexport { B } from './B';",
      'A.js': 'export const A = () => 1;',
      'B.js': 'window.touched = true;\nexport const B = 2;',
    });
    expect(kit).toEqual(['app.js', 'index.js', 'A.js', 'B.js']);
  });
});

describe('reachedByNames', () => {
  const graph = (records: Record<string, ModuleRecord | null>, importedIds: Record<string, string[]> = {}) => ({
    importedIds: (id: string) => importedIds[id] ?? [],
    record: (id: string) => records[id] ?? null,
    sideEffects: () => false,
  });
  const record = (parts: Partial<ModuleRecord>): ModuleRecord => ({
    imports: [],
    reexports: {},
    stars: [],
    locals: [],
    ...parts,
  });

  it('follows a module it cannot read (CommonJS) whole, and a star source whose exports are unknown', () => {
    const reached = reachedByNames(
      ['app'],
      graph(
        {
          app: record({ imports: [{ source: 'index', names: ['X'] }] }),
          index: record({ stars: ['cjs', 'esm'] }),
          esm: record({ locals: ['Y'] }),
          cjs: null,
        },
        { cjs: ['dep'] },
      ),
    );
    expect([...reached].sort()).toEqual(['app', 'cjs', 'dep', 'index']);
  });

  it('follows an imported id that no statement explains (a require in an ES module), whole', () => {
    const reached = reachedByNames(
      ['app'],
      graph(
        { app: record({ locals: ['default'] }), required: record({ reexports: { R: { source: 'r', name: 'R' } } }) },
        {
          app: ['required'],
        },
      ),
    );
    expect([...reached].sort()).toEqual(['app', 'r', 'required']);
  });

  it('treats a cycle of `export *` as unknown exports, and ends', () => {
    const reached = reachedByNames(
      ['app'],
      graph({
        app: record({ imports: [{ source: 'a', names: ['Z'] }] }),
        a: record({ stars: ['b'] }),
        b: record({ stars: ['a', 'c'], locals: ['W'] }),
        c: record({ locals: ['Z'] }),
      }),
    );
    expect([...reached].sort()).toEqual(['a', 'app', 'b', 'c']);
  });
});

describe('moduleRecord', () => {
  it('reads imports and exports by name, and nothing from CommonJS', () => {
    const code = [
      "import a, { b as c } from 'm';",
      "import * as ns from 'n';",
      "import 's';",
      "export { d as e } from 'o';",
      "export * from 'p';",
      "export * as q from 'r';",
      'export const f = 1;',
      'export default 2;',
    ].join('\n');
    expect(moduleRecord('/x.js', code)).toEqual({
      imports: [
        { source: 'm', names: ['default', 'b'] },
        { source: 'n', names: ['*'] },
        { source: 's', names: [] },
      ],
      reexports: { e: { source: 'o', name: 'd' }, q: { source: 'r', name: '*' } },
      stars: ['p'],
      locals: ['f', 'default'],
    });
    expect(moduleRecord('/y.js', "const x = require('x'); module.exports = x;")).toBeNull();
  });
});
