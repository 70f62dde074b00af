import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseSync } from 'vite';

// The production build's chunk plan (docs/performance.md): a handful of chunks, each known from
// the address before React renders, so that a page's JavaScript loads in one round trip instead
// of a waterfall of small chunks discovered one after another.
//
//   index    the entry and everything it imports statically (rolldown's `$initial` modules):
//            React, the router, react-admin's core, the providers, the catalogue, the sign-in
//            page. All /login needs.
//   preview  a landing list's rows drawn before kit has loaded (src/app/LandingPreview.tsx,
//            lib/landingPreview.ts, each list's resources/<name>/preview.tsx) and what it needs
//            beyond the entry: the Applications list's cells and column texts, MUI's AppBar, and
//            what the other lists' previews share with kit or the shared folders. Kit and the
//            families import what they share from it.
//   preview-lists  the other landing lists' previews (Crawlers, Analyses, Labels, API Tokens):
//            their own folders' modules they need, loaded beside `preview` on their addresses.
//   kit      what the landing list's first paint needs beyond the entry, of the library modules
//            and the shared src folders (layout, components, lib): the react-admin and MUI parts
//            its path imports, the layout, the list. Every signed-in screen needs most of it.
//   deferred the rest of kit's candidates (the parts only other screens use): loaded with them,
//            or after the landing list's rows are painted.
//   charts   recharts and the packages only it uses (Summary at once; Analysis Statistics's chart,
//            CHART_DRAWINGS, after its rows).
//   payment  the card and captcha libraries and their adapters (loaded when signup's checkout opens).
//   <family> one chunk per screen family (SCREEN_FAMILIES), its screens' own code; the landing
//            family (Applications) goes in kit.
//   demo     demo builds only: the simulated api/v1 (src/demo) and msw.
//
// Chunks import only chunks above them in this list, so a signed-in page needs at most four
// scripts (index, kit, deferred, its family; five with charts (Summary) or zod; two for the landing list)
// whatever the page, all known from its address: index.html's loader preloads them before React
// starts (vite.config.ts, docs/performance.md).
// A finer kit (per family) would load fewer bytes per page but brings back chains of chunks:
// rolldown's `entriesAware` and `minShareCount` both did, measured in this repo.
//
// A screen folder that no family lists is a family of its own (allFamilies below);
// tests/unit/scripts/chunkPlan.test.ts checks that every route preloads the family of its screens.

/** Screen families: the folders (under src/) whose screens share a chunk, and their first URL segments. */
export const SCREEN_FAMILIES = {
  // Applications is where most sessions land (the root redirects there): its screens travel in kit
  // itself, which saves the landing page one request for a few kB on the others.
  applications: {
    inKit: true,
    folders: [
      'resources/applications',
      'resources/incomplete-bundle-applications',
      'custom-pages/lookup',
      'custom-pages/application-webhooks',
    ],
    // '' is the dashboard root, which redirects to Applications for most levels.
    segments: ['', 'applications', 'incomplete-bundle-applications', 'lookup', 'application'],
  },
  crawlers: {
    folders: ['resources/crawlers', 'custom-pages/crawler-log', 'custom-pages/dieds'],
    segments: ['crawlers', 'crawler', 'dieds'],
  },
  // The triage screens a vendor opens on a bad morning: what failed and the action that fixes it.
  triage: {
    folders: ['custom-pages/needs-attention', 'custom-pages/webhook-deliveries'],
    segments: ['needs-attention', 'webhook-deliveries'],
  },
  analyses: {
    folders: ['resources/analyses'],
    segments: ['analyses'],
  },
  // Summary, whose first paint is its charts: its chunk imports `charts`, so no other screen may
  // share it. Analysis Statistics draws its chart below its rows and loads it after them
  // (CHART_DRAWINGS): a family of its own, whose chunk does not import `charts`.
  reports: {
    folders: ['custom-pages/summary'],
    segments: ['summary'],
  },
  'analysis-stats': {
    folders: ['custom-pages/analysis-stats'],
    segments: ['analysis-stats'],
  },
  configuration: {
    folders: [
      'resources/labels',
      'resources/webhooks',
      'resources/tokens',
      'custom-pages/inlineframe',
      'custom-pages/external-links',
    ],
    segments: ['labels', 'webhooks', 'tokens', 'inlineframe'],
  },
  staff: {
    folders: [
      'resources/bankmodules',
      'resources/banks',
      'resources/metrics',
      'resources/custommetric',
      'resources/regex',
      'custom-pages/institutions',
      'custom-pages/metric-modules',
      'custom-pages/regex',
      'custom-pages/settings',
      'custom-pages/pending',
      'custom-pages/bank-health',
    ],
    segments: [
      'bank-health',
      'bankmodules',
      'banks',
      'metrics',
      'custommetric',
      'institutions',
      'metricmodules',
      'regex',
      'settings',
    ],
  },
  public: {
    folders: ['custom-pages/signup', 'custom-pages/reset', 'custom-pages/shared-link'],
    segments: ['signup', 'reset', 'shared_link'],
  },
};

const slashes = id => id.replace(/\\/g, '/');

/** The screen folder (resources/x or custom-pages/x) of a module id, if it is in one. */
export const folderOfModule = id => slashes(id).match(/\/src\/((?:resources|custom-pages)\/[^/]+)\//)?.[1];

/**
 * A folder that no family lists is a family of its own, named after it; a resource's folder is
 * named like the resource, which is its route, so a new resource needs no line here to get its
 * own chunk, preloaded from its address. A custom page whose path differs from its folder name
 * is listed above (the test says so).
 */
const ownFamily = folder => folder.replace(/^(resources|custom-pages)\//, '');

/** The screen family of a module id (an absolute path), or undefined outside the screen folders. */
export const familyOfModule = id => {
  const folder = folderOfModule(id);
  if (!folder) return undefined;
  return (
    Object.keys(SCREEN_FAMILIES).find(family => SCREEN_FAMILIES[family].folders.includes(folder)) ?? ownFamily(folder)
  );
};

/** The chunk a family's screens go to: their own, or kit. */
export const chunkOfFamily = family => (!family ? null : SCREEN_FAMILIES[family]?.inKit ? 'kit' : family);

/**
 * Every family with the first URL segments whose pages need it: SCREEN_FAMILIES, plus a family
 * of its own for each resource folder under `srcDir` that none lists (its segment is its name).
 */
export const allFamilies = srcDir => {
  const listed = new Set(Object.values(SCREEN_FAMILIES).flatMap(family => family.folders));
  const own = readdirSync(join(srcDir, 'resources'), { withFileTypes: true })
    .filter(entry => entry.isDirectory() && !listed.has(`resources/${entry.name}`))
    .map(entry => [entry.name, { folders: [`resources/${entry.name}`], segments: [entry.name] }]);
  return { ...Object.fromEntries(own), ...SCREEN_FAMILIES };
};

/** The family whose chunk a page address needs, from its first segment after the base path. */
export const familyOfSegment = (segment, families = SCREEN_FAMILIES) =>
  Object.keys(families).find(family => families[family].segments.includes(segment));

/**
 * A screen's chart drawn after its first paint: the one module of its folder that imports
 * recharts, loaded by dynamic import. It goes to `charts` with the library; in its family's chunk,
 * that chunk would import `charts` statically and every visit would load the library at once.
 */
const CHART_DRAWINGS = /\/src\/custom-pages\/analysis-stats\/StatsBars\.tsx$/;
/** recharts and the packages only it uses (its package.json dependencies), and CHART_DRAWINGS. */
const CHARTS =
  /\/node_modules\/(recharts|victory-vendor|d3-[a-z-]+|internmap|decimal\.js-light|@reduxjs\/toolkit|redux|redux-thunk|react-redux|reselect|immer|eventemitter3|es-toolkit|tiny-invariant)\//;
const isChartModule = id => CHARTS.test(slashes(id)) || CHART_DRAWINGS.test(slashes(id));
/** The card and captcha libraries and the adapters that wrap them. */
const PAYMENT =
  /\/node_modules\/(@stripe\/[^/]+|react-google-recaptcha|react-async-script)\/|\/src\/components\/payment\/(StripeCardForm|RecaptchaBox)\.tsx$/;

/** zod, and the two modules that hand it to the rest (the classic API and the embedded page's check). */
const ZOD = /\/node_modules\/zod\/|\/src\/lib\/(zod|hostMessageSchema)\.ts$/;
const NODE_MODULES = /\/node_modules\//;
const DEMO = /\/src\/(demo\/|resources\/[^/]+\/demo\.ts$)/;
const SHARED_SRC = /\/src\/(layout|components|lib|providers|i18n|types)\//;
/**
 * What the signed-in app is made of beyond its screens: CoreAdminUI's routes (src/AdminUI.tsx),
 * the composition (src/app/composition.ts) and the registries with every screen's definition,
 * a resource's messages and a list's defaults (the screens themselves are lazy). /login routes its page without them (src/App.tsx).
 */
const SIGNED_IN_ROOT =
  /\/src\/(AdminUI\.tsx|app\/composition\.ts|(resources|custom-pages)\/([^/]+\/)?index\.ts|resources\/[^/]+\/(listDefaults|messages)\.ts)$/;
/**
 * The addresses of the list most sessions land on (kit holds what its first paint needs, and no more) (the root redirects to it for most users): the only ones that need
 * kit without `deferred`. Every other address of kit's family preloads both.
 */
export const LANDING_SEGMENTS = ['', 'applications'];

/**
 * What the signed-in app loads on every page, whatever the address: the signed-in app itself, the
 * composition (the real dataProvider, the access table), the notification area, and the landing list.
 */
const FIRST_PAINT_ROOTS =
  /\/src\/(AdminUI\.tsx|app\/composition\.ts|layout\/NotificationStack\.tsx|resources\/applications\/ApplicationList\.tsx)$/;

/**
 * The landing lists' preview (lib/landingPreview.ts): the drawing and the Applications list's
 * description (resources/applications/preview.tsx), the roots of the `preview` chunk.
 */
const PREVIEW_ROOT = /\/src\/(app\/LandingPreview|resources\/applications\/preview)\.tsx$/;
/** The other landing lists' descriptions (resources/<name>/preview.tsx), the roots of `preview-lists`. */
const LIST_PREVIEW_ROOT = /\/src\/resources\/[^/]+\/preview\.tsx$/;
/** A screen family's own module (a resource's or a page's folder), not a shared one. */
const SCREEN_MODULE = /\/src\/(resources|custom-pages)\/[^/]+\//;

/**
 * A module's imports and exports, by name, from its code after the build's transforms (so with no
 * TypeScript): what `firstPaintModules` follows. Null when the code has no ES module syntax
 * (CommonJS) or does not parse: such a module is followed whole.
 *
 *   imports    each `import` statement: its source and the names it takes ('default', a name,
 *              '*' for `import * as`; none for `import 'x'`)
 *   reexports  exported name -> the source and name it comes from (`export {a as b} from`;
 *              `export * as ns from` is the name '*')
 *   stars      the sources of `export * from`
 *   locals     the names the module exports from its own code (`export default` is 'default')
 */
export const moduleRecord = (id, code) => {
  let parsed;
  try {
    parsed = parseSync(id.split('?')[0].replace(/^\0/, ''), code, { lang: 'js', sourceType: 'module' });
  } catch {
    return null;
  }
  if (parsed.errors.length || !parsed.module.hasModuleSyntax) return null;
  const record = { imports: [], reexports: {}, stars: [], locals: [] };
  for (const statement of parsed.module.staticImports) {
    const names = statement.entries
      .filter(entry => !entry.isType)
      .map(({ importName: name }) =>
        name.kind === 'Default' ? 'default' : name.kind === 'NamespaceObject' ? '*' : name.name,
      );
    // `import {type A} from 'x'` alone: the transform leaves no import at all.
    if (statement.entries.length && !names.length) continue;
    record.imports.push({ source: statement.moduleRequest.value, names });
  }
  for (const entry of parsed.module.staticExports.flatMap(statement => statement.entries)) {
    if (entry.isType) continue;
    const exported = entry.exportName.kind === 'Default' ? 'default' : entry.exportName.name;
    const source = entry.moduleRequest?.value;
    if (!source) record.locals.push(exported);
    else if (entry.importName.kind === 'AllButDefault') record.stars.push(source);
    else if (exported !== null)
      record.reexports[exported] = {
        source,
        name: entry.importName.kind === 'All' ? '*' : (entry.importName.name ?? 'default'),
      };
  }
  return record;
};

/**
 * The modules reached from `roots` (every export of each taken) following only the names taken:
 * a module that imports `{Button}` from a package's index reaches the module that exports Button
 * through the index's `export {…} from` and `export * from` chains, not every module the index
 * re-exports. Where the code does not say, it follows everything (correctness first):
 *
 *   - a module reached at all runs whole: all its `import` statements are followed, with their names;
 *   - `import * as ns` and `export * as ns` take every name of the module;
 *   - a module with no record (CommonJS, unparsed) is followed whole, through all its importedIds,
 *     and so is an imported id that no statement of the record explains (a `require` in an ES module);
 *   - a name looked for through `export *` goes to every star source that exports it, or whose
 *     exports are unknown (no record somewhere below, or a cycle of `export *`);
 *   - a module re-exported by a reached one runs with it unless it is known to be free of side
 *     effects (a package's `sideEffects: false`).
 *
 * `graph` gives, for a module id: `importedIds(id)`, `record(id)` (moduleRecord with every source
 * replaced by the id it resolves to, or null) and `sideEffects(id)`.
 */
export const reachedByNames = (roots, graph) => {
  const reached = new Set();
  /** id -> the names already looked for in it ('*': all). */
  const taken = new Map();
  const queue = roots.map(id => [id, '*']);
  const take = (id, name) => queue.push([id, name]);

  /** The names a module exports, `export *` included, or null when that is unknown. */
  const exportsMemo = new Map();
  const exportsOf = id => {
    if (exportsMemo.has(id)) return exportsMemo.get(id);
    const record = graph.record(id);
    // Null while in progress: a cycle of `export *` counts as unknown.
    exportsMemo.set(id, null);
    if (!record) return null;
    const names = new Set([...record.locals, ...Object.keys(record.reexports)]);
    for (const star of record.stars) {
      const more = exportsOf(star);
      if (!more) return null;
      for (const name of more) if (name !== 'default') names.add(name);
    }
    exportsMemo.set(id, names);
    return names;
  };

  while (queue.length) {
    const [id, name] = queue.pop();
    const record = graph.record(id);
    if (!reached.has(id)) {
      reached.add(id);
      if (!record) {
        for (const next of graph.importedIds(id)) take(next, '*');
      } else {
        for (const { source, names } of record.imports) {
          take(source, null);
          for (const imported of names) take(source, imported);
        }
        const reexported = [...Object.values(record.reexports).map(({ source }) => source), ...record.stars];
        for (const source of reexported) if (graph.sideEffects(source)) take(source, null);
        const explained = new Set([...record.imports.map(({ source }) => source), ...reexported]);
        for (const next of graph.importedIds(id)) if (!explained.has(next)) take(next, '*');
      }
    }
    if (name === null || !record) continue;
    const names = taken.get(id) ?? new Set();
    taken.set(id, names);
    if (names.has('*') || names.has(name)) continue;
    names.add(name);
    if (name === '*') {
      for (const { source, name: imported } of Object.values(record.reexports)) take(source, imported);
      for (const source of record.stars) take(source, '*');
    } else if (record.reexports[name]) {
      take(record.reexports[name].source, record.reexports[name].name);
    } else if (!record.locals.includes(name) && name !== 'default') {
      for (const source of record.stars) {
        const exported = exportsOf(source);
        if (!exported || exported.has(name)) take(source, name);
      }
    }
  }
  return reached;
};

/**
 * Whether a package's module may have side effects when it runs: false only when its package.json
 * (the nearest one with a `sideEffects` field, up to the package's root) says `sideEffects: false`,
 * as MUI, react-admin and react-hook-form do. A list of files counts as true (only zod has one).
 * The build's module info does not give it (rolldown's `moduleSideEffects` is null at buildEnd).
 */
const packageSideEffects = new Map();
export const mayHaveSideEffects = id => {
  const path = slashes(id.split('?')[0]);
  if (!NODE_MODULES.test(path)) return true;
  const dir = dirname(path);
  if (!packageSideEffects.has(dir)) {
    const file = join(dir, 'package.json');
    const json = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    packageSideEffects.set(
      dir,
      'sideEffects' in json
        ? json.sideEffects !== false
        : json.name || dirname(dir) === dir
          ? true
          : mayHaveSideEffects(join(dirname(dir), 'package.json')),
    );
  }
  return packageSideEffects.get(dir);
};

/**
 * The modules the landing list needs before its first paint, from the module graph: what the entry
 * and FIRST_PAINT_ROOTS reach through the names they import (reachedByNames), so that a package
 * imported through its index (`@mui/material`, `react-admin`) brings only the parts the list's
 * path takes. What kit would hold beyond them (the other screens' shared parts, their dialogs and
 * forms, the MUI and react-admin parts only they use) goes to `deferred` instead.
 */
const firstPaintModules = async context => {
  const info = id => context.getModuleInfo(id);
  const ids = [...context.getModuleIds()];
  const records = new Map();
  await Promise.all(
    ids.map(async id => {
      const { code, importedIds } = info(id) ?? {};
      const record = code ? moduleRecord(id, code) : null;
      if (!record) return;
      // Each source as the id the build resolved it to; one that resolves outside importedIds
      // (external, or resolved differently) is dropped, and importedIds left unexplained are followed whole.
      const resolved = new Map();
      const sources = new Set([
        ...record.imports.map(({ source }) => source),
        ...Object.values(record.reexports).map(({ source }) => source),
        ...record.stars,
      ]);
      await Promise.all(
        [...sources].map(async source => {
          const target = (await context.resolve(source, id))?.id;
          if (target && importedIds.includes(target)) resolved.set(source, target);
        }),
      );
      const resolve = source => resolved.get(source);
      records.set(id, {
        imports: record.imports
          .filter(({ source }) => resolve(source))
          .map(item => ({ ...item, source: resolve(item.source) })),
        reexports: Object.fromEntries(
          Object.entries(record.reexports)
            .filter(([, { source }]) => resolve(source))
            .map(([name, item]) => [name, { ...item, source: resolve(item.source) }]),
        ),
        stars: record.stars.map(resolve).filter(Boolean),
        locals: record.locals,
      });
    }),
  );
  const graph = {
    importedIds: id => info(id)?.importedIds ?? [],
    record: id => records.get(id) ?? null,
    sideEffects: mayHaveSideEffects,
  };
  const entry = reachedByNames(
    ids.filter(id => info(id)?.isEntry),
    graph,
  );
  const roots = ids.filter(id => info(id)?.isEntry || FIRST_PAINT_ROOTS.test(slashes(id)));
  const firstPaint = reachedByNames(roots, graph);
  const previewRoots = ids.filter(id => PREVIEW_ROOT.test(slashes(id)));
  const listRoots = ids.filter(id => LIST_PREVIEW_ROOT.test(slashes(id)) && !PREVIEW_ROOT.test(slashes(id)));
  // What the preview adds to the entry (the entry's own modules stay in it).
  const preview = new Set([...reachedByNames(previewRoots, graph)].filter(id => !entry.has(id)));
  // What the other lists' previews add: their own folders' modules that only their screens use go
  // in `preview-lists`; the rest (libraries, shared folders, what kit holds) in `preview`, so that
  // neither kit nor a shared chunk ever needs `preview-lists`.
  const previewLists = new Set();
  for (const id of reachedByNames(listRoots, graph)) {
    if (entry.has(id) || preview.has(id)) continue;
    if (SCREEN_MODULE.test(slashes(id)) && !firstPaint.has(id)) previewLists.add(id);
    else preview.add(id);
  }
  return { firstPaint, preview, previewLists };
};

/** What kit's rule takes in: libraries, the shared folders, the signed-in root and the landing family. */
const kitCandidate = id =>
  NODE_MODULES.test(slashes(id)) ||
  SHARED_SRC.test(slashes(id)) ||
  SIGNED_IN_ROOT.test(slashes(id)) ||
  chunkOfFamily(familyOfModule(id)) === 'kit';

/** The Vite plugin that sets rolldown's `output.codeSplitting` to the plan above (production builds). */
export const chunkPlan = () => {
  /** Filled at the end of the build phase, before chunks are made (null: every candidate is kit). */
  let firstPaint = null;
  /** The same for the landing preview's modules (null: none is set apart). */
  let preview = null;
  /** The other landing lists' own preview modules (null: none is set apart). */
  let previewLists = null;
  return {
    name: 'chunk-plan',
    apply: 'build',
    async buildEnd() {
      ({ firstPaint, preview, previewLists } = await firstPaintModules(this));
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], priority: 50 },
                // Demo builds only: the simulated api/v1, the resources' seeds (resources/<name>/demo.ts,
                // plain data) and what it alone uses (msw), loaded before the first render, so that it
                // never waits for kit.
                { name: 'demo', test: id => DEMO.test(slashes(id)), priority: 45 },
                // Only their own packages (no recursion): what they share with the rest stays in kit.
                {
                  name: 'charts',
                  test: isChartModule,
                  priority: 40,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'payment',
                  test: id => PAYMENT.test(slashes(id)),
                  priority: 40,
                  includeDependenciesRecursively: false,
                },
                // The schemas' library: the forms (in deferred or a family) and the embedded page's
                // message check need it, the landing list does not.
                {
                  name: 'zod',
                  test: id => ZOD.test(slashes(id)),
                  priority: 35,
                  includeDependenciesRecursively: false,
                },
                // The landing preview (src/app/LandingPreview.tsx) and what it needs beyond the entry:
                // loaded beside the landing list's first page, it draws the rows before kit has come.
                // Kit imports the parts they share from it.
                {
                  name: 'preview',
                  test: id => !!preview?.has(id),
                  priority: 32,
                },
                // The other landing lists' descriptions and their own cells and columns (Crawlers,
                // Analyses, Labels, API Tokens): loaded beside `preview` on their addresses only.
                {
                  name: 'preview-lists',
                  test: id => !!previewLists?.has(id),
                  priority: 31,
                },
                // Above the families, so that a family does not drag a library it uses into its own chunk.
                {
                  name: 'kit',
                  test: id => kitCandidate(id) && (!firstPaint || firstPaint.has(id)),
                  priority: 30,
                },
                // The rest of kit's candidates: loaded with the screens that import them (their
                // family's preloads name it), or after the landing page's first paint.
                { name: 'deferred', test: kitCandidate, priority: 25 },
                {
                  name: id => chunkOfFamily(familyOfModule(id)),
                  debugName: 'families',
                  test: id => !!familyOfModule(id),
                  priority: 20,
                },
              ],
            },
          },
        },
      },
    }),
  };
};
