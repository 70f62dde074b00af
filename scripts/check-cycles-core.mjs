// The core of check-cycles.mjs, importable by its unit test: reads a source tree's imports with
// the TypeScript parser and reports module cycles, folder cycles and imports against the layers.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The layers, lowest first. A unit may import units of a lower layer and of its own layer (never
 * in a circle); the app root may import anything. A unit is the first folder under src/, except
 * that each resource and each custom page is a unit of its own (`resources/<name>`), so features
 * may use one another through their index.ts as long as no two need each other.
 */
export const LAYERS = [
  ['types'],
  ['config', 'i18n'],
  ['lib'],
  ['providers'],
  ['components'],
  ['layout'],
  ['resources', 'custom-pages'],
  ['app'],
];

/** The simulated api/v1: imports nothing of the app, and only the app root loads it, lazily. */
export const ISLAND = 'demo';
const ROOT_FILES = new Map([
  ['App.tsx', 'app'],
  ['AdminUI.tsx', 'app'],
  ['main.tsx', 'app'],
]);
const FEATURE_FOLDERS = new Set(['resources', 'custom-pages']);

export const unitOf = relative => {
  const parts = relative.split(/[\\/]/);
  if (parts.length === 1) return ROOT_FILES.get(parts[0]) ?? parts[0].replace(/(\.d)?\.tsx?$/, '');
  if (FEATURE_FOLDERS.has(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
};

const rankOf = unit => LAYERS.findIndex(layer => layer.includes(unit.split('/')[0]));

const listFiles = dir =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });

const resolveFrom = (from, spec) => {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find(candidate => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
};

const isTypeOnlyImport = node => {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  // `import { type A, type B } from` carries no value either; `import {} from` runs the module.
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every(el => el.isTypeOnly);
};

const isTypeOnlyExport = node =>
  node.isTypeOnly || (!!node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.length > 0 && node.exportClause.elements.every(el => el.isTypeOnly));

/**
 * Every import of one file: `static` (a value import or re-export), `type` (import type, export
 * type, inline type specifiers, `typeof import()`) and `dynamic` (`import()`, `lazy(() => import())`).
 */
export const importsOf = (file, text) => {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const visit = node => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ spec: node.moduleSpecifier.text, kind: isTypeOnlyImport(node) ? 'type' : 'static' });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ spec: node.moduleSpecifier.text, kind: isTypeOnlyExport(node) ? 'type' : 'static' });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push({ spec: argument.text, kind: 'dynamic' });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ spec: node.argument.literal.text, kind: 'type' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

/** The elementary cycles a depth-first walk meets, each once, rotated to start at its smallest node. */
const findCycles = graph => {
  const cycles = new Map();
  const state = new Map();
  const stack = [];
  const visit = node => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = stack.slice(stack.indexOf(next));
        const start = cycle.indexOf([...cycle].sort()[0]);
        const rotated = [...cycle.slice(start), ...cycle.slice(0, start)];
        cycles.set(rotated.join(' -> '), rotated);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  [...graph.keys()].sort().forEach(node => state.has(node) || visit(node));
  return [...cycles.values()];
};

/** Reads the tree under `root` (a src/ folder) and tells what breaks the one-way rule. */
export const checkTree = root => {
  const files = listFiles(root);
  const rel = file => path.relative(root, file).split(path.sep).join('/');
  const edges = files.flatMap(file =>
    importsOf(file, fs.readFileSync(file, 'utf8'))
      .map(({ spec, kind }) => ({ from: file, to: resolveFrom(file, spec), kind }))
      .filter(edge => edge.to),
  );

  // Modules: only value imports can hand a module a half-evaluated neighbour at run time.
  const moduleGraph = new Map(files.map(file => [file, []]));
  for (const edge of edges) if (edge.kind === 'static') moduleGraph.get(edge.from).push(edge.to);
  const moduleCycles = findCycles(moduleGraph).map(cycle => cycle.map(rel).join(' -> '));

  // Units: every kind counts, since each is a dependency the folder's design has to carry.
  const unitGraph = new Map();
  const example = new Map();
  const violations = [];
  for (const edge of edges) {
    const from = unitOf(rel(edge.from));
    const to = unitOf(rel(edge.to));
    if (from === to) continue;
    if (!unitGraph.has(from)) unitGraph.set(from, new Set());
    unitGraph.get(from).add(to);
    const key = `${from} -> ${to}`;
    const where = `${rel(edge.from)} imports ${rel(edge.to)} (${edge.kind})`;
    if (!example.has(key)) example.set(key, where);
    const fromRank = rankOf(from);
    const toRank = rankOf(to);
    if (to === ISLAND) {
      if (from !== 'app' || edge.kind !== 'dynamic') violations.push(`${where}: only the app root loads ${ISLAND}/, with import()`);
    } else if (from === ISLAND) violations.push(`${where}: ${ISLAND}/ imports nothing of the app`);
    else if (fromRank < 0 || toRank < 0) violations.push(`${where}: ${fromRank < 0 ? from : to} is in no layer (see LAYERS)`);
    else if (toRank > fromRank) violations.push(`${where}: ${from} may not import the layer above it`);
  }
  const folderCycles = findCycles(new Map([...unitGraph].map(([unit, next]) => [unit, [...next]]))).map(cycle =>
    [`src/${cycle.join(' -> src/')} -> src/${cycle[0]}`, ...cycle.map((unit, i) => `    ${example.get(`${unit} -> ${cycle[(i + 1) % cycle.length]}`)}`)].join('\n'),
  );
  return { modules: files.length, moduleCycles, folderCycles, violations };
};
