// One-way dependencies in src/ (docs/architecture.md#dependencies), run by `npm run lint`. The layers,
// lowest first; each imports only from the layers below it (and its own, never in a circle):
//
//   types         shared shapes (Level, AccessRule, AccessTable, EndpointSpec); imports nothing of src/
//   config, i18n  build and deploy settings; the message catalogue
//   lib           pure helpers and the registry shapes
//   providers     http, DRF mapping, dataProvider, authProvider, permissions: factories and types,
//                 nothing that knows a screen or the registries
//   components    widgets two or more screens share
//   layout        the shell; gets its menu model from the app root, never imports a screen
//   resources/<name>, custom-pages/<name>   the screens, one unit per folder; the registries
//                 resources/index.ts and custom-pages/index.ts list them
//   app           src/app (composition), App.tsx, main.tsx: the root, may import anything
//
//   demo          the simulated api/v1: imports nothing of the app, loaded only by main.tsx via import()
//
// Reported, and exit 1: a cycle of modules through value imports; a cycle of units through any
// import (value, `import type`, inline `type` specifiers, `export type ... from`, `import()`,
// `lazy(() => import())`); an import that points up a layer.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTree } from './check-cycles-core.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const { modules, moduleCycles, folderCycles, violations } = checkTree(root);

const report = (title, lines) => {
  if (!lines.length) return;
  console.error(`${title} (${lines.length}):`);
  lines.forEach(line => console.error(`  ${line}`));
};
report('Import cycles between modules of src/', moduleCycles);
report('Import cycles between folders of src/', folderCycles);
report('Imports against the layers', violations);
if (moduleCycles.length || folderCycles.length || violations.length) process.exit(1);
console.log(`No import cycles and no upward imports in ${modules} modules of src/.`);
