import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// The production build's chunk plan (docs/performance.md): a handful of chunks, each known from
// the address before React renders, so that a page's JavaScript loads in one round trip instead
// of a waterfall of small chunks discovered one after another.
//
//   index    the entry and everything it imports statically (rolldown's `$initial` modules):
//            React, the router, react-admin's core, the providers, the catalogue, the sign-in
//            page. All /login needs.
//   kit      every other library module and the shared src folders (layout, components, lib):
//            the rest of react-admin and MUI, the layout. Every signed-in screen needs most of it.
//   charts   recharts and the packages only it uses (Summary, Analysis Statistics).
//   payment  the card and captcha libraries and their adapters (loaded when signup's checkout opens).
//   <family> one chunk per screen family (SCREEN_FAMILIES), its screens' own code; the landing
//            family (Applications) goes in kit.
//   demo     demo builds only: the simulated api/v1 (src/demo) and msw.
//
// Chunks import only chunks above them in this list, so a signed-in page needs at most three
// scripts (index, kit, its family; four with charts; two for Applications) whatever the page, all known from its address:
// index.html's loader preloads them before React starts (vite.config.ts, docs/performance.md).
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
  // The two chart screens, apart so that no other screen loads recharts with its family.
  reports: {
    folders: ['custom-pages/summary', 'custom-pages/analysis-stats'],
    segments: ['summary', 'analysis-stats'],
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

/** recharts and the packages only it uses (its package.json dependencies). */
const CHARTS =
  /\/node_modules\/(recharts|victory-vendor|d3-[a-z-]+|internmap|decimal\.js-light|@reduxjs\/toolkit|redux|redux-thunk|react-redux|reselect|immer|eventemitter3|es-toolkit|tiny-invariant)\//;
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
 * The modules the landing list needs before its first paint, from the module graph: the static
 * imports, followed recursively, of the entry and of FIRST_PAINT_ROOTS. What kit would hold beyond
 * them (the other screens' shared parts, their dialogs and forms) goes to `deferred` instead.
 * Libraries imported through a package's index count as used whole: the graph does not say which
 * of an index's exports a module takes, so kit keeps every MUI and react-admin part some screen uses.
 */
const firstPaintModules = context => {
  const info = id => context.getModuleInfo(id);
  const ids = [...context.getModuleIds()];
  const seen = new Set();
  const stack = ids.filter(id => info(id)?.isEntry || FIRST_PAINT_ROOTS.test(slashes(id)));
  while (stack.length) {
    const id = stack.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
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
  return {
    name: 'chunk-plan',
    apply: 'build',
    buildEnd() {
      firstPaint = firstPaintModules(this);
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
                  test: id => CHARTS.test(slashes(id)),
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
