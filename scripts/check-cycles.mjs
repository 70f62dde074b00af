// One-way dependencies in src/ (docs/architecture.md#dependencies), run by `npm run lint`. The layer
// order is the numbered list of that section, read from the document itself, so the two cannot
// disagree. Reported, and exit 1:
//   - a cycle of files;
//   - a cycle of top-level folders of src/ (`resources/` -> `custom-pages/` -> `resources/`);
//   - a cycle of folders one level down (`resources/a/`, `custom-pages/b/`, `demo/lib/`, `demo/sim/`);
//     a folder and its own subfolder may import each other;
//   - an import that points up a layer, a top-level entry of src/ in no layer, any import of demo/
//     but the root's import(), an import of the app by demo/ but types/ and the resources' demo.ts
//     seeds, and an import of a demo.ts seed from outside demo/.
// Every kind of import counts: value, `import type`, inline `type` specifiers, `export type ... from`,
// `typeof import()`, `import()` and `lazy(() => import())`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTree } from './check-cycles-core.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const { modules, layers, moduleCycles, folderCycles, violations } = checkTree(root);
if (!layers.length) {
  console.error('No layer order found in docs/architecture.md#dependencies (its numbered list).');
  process.exit(1);
}

const report = (title, lines) => {
  if (!lines.length) return;
  console.error(`${title} (${lines.length}):`);
  lines.forEach(line => console.error(`  ${line}`));
};
report('Import cycles between files of src/', moduleCycles);
report('Import cycles between folders of src/', folderCycles);
report('Imports against the layers', violations);
if (moduleCycles.length || folderCycles.length || violations.length) process.exit(1);
console.log(`No import cycles and no upward imports in ${modules} modules of src/.`);
