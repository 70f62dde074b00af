// ARCHITECTURE.md habit 6: no import cycles in src/. Reads every module's static imports and
// re-exports with the TypeScript parser and reports each cycle once. Type-only imports vanish at
// build time and lazy `import()` loads later, so neither can make a module see a half-evaluated
// neighbour; both are left out. Run by `npm run lint`.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'src');
const files = [];
const walk = dir => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) files.push(full);
  }
};
walk(root);

const resolve = (from, spec) => {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
};

const graph = new Map(
  files.map(file => {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const specs = source.statements
      .filter(node => (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) || (ts.isExportDeclaration(node) && !node.isTypeOnly))
      .map(node => node.moduleSpecifier)
      .filter(spec => spec && ts.isStringLiteral(spec))
      .map(spec => spec.text);
    return [file, specs.map(spec => resolve(file, spec)).filter(Boolean)];
  }),
);

const cycles = new Set();
const state = new Map();
const stack = [];
const visit = file => {
  state.set(file, 'open');
  stack.push(file);
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === 'open') {
      const cycle = stack.slice(stack.indexOf(next)).map(f => path.relative(root, f));
      const start = cycle.indexOf([...cycle].sort()[0]);
      cycles.add([...cycle.slice(start), ...cycle.slice(0, start)].join(' -> '));
    } else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(file, 'done');
};
files.forEach(file => state.has(file) || visit(file));

if (cycles.size) {
  console.error(`Import cycles in src/ (${cycles.size}):`);
  cycles.forEach(cycle => console.error(`  ${cycle}`));
  process.exit(1);
}
console.log(`No import cycles in ${files.length} modules of src/.`);
