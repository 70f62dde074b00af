// The core of check-cycles.mjs, importable by its unit test: reads a source tree's imports with
// the TypeScript parser and reports cycles between files and between folders, and imports against
// the layer order that docs/architecture.md#dependencies writes (the one place it is written).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The document whose "One-way dependencies" list is the layer order. */
export const ARCHITECTURE_DOC = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'docs',
  'architecture.md',
);

/**
 * The layers, the root first and the lowest last, from the numbered list of the section
 * `<a id="dependencies"></a>` of docs/architecture.md: one layer a line, each naming its top-level
 * entries of src/ in backticks (`src/lib/`, `src/config.ts`). A unit imports its own layer and the
 * layers below it, never one above.
 */
export const layersFromDoc = markdown => {
  const lines = markdown.split('\n');
  const start = lines.findIndex(line => line.includes('<a id="dependencies"></a>'));
  if (start < 0) return [];
  const next = lines.findIndex((line, i) => i > start && line.startsWith('<a id='));
  return lines
    .slice(start + 1, next < 0 ? undefined : next)
    .filter(line => /^\d+\.\s/.test(line))
    .map(line => [...line.matchAll(/`src\/([^`/]+)\/?`/g)].map(match => match[1]))
    .filter(layer => layer.length > 0);
};

/**
 * The simulated api/v1: only the root layer loads it, with import(); it imports nothing of the app
 * but the shared types and the resources' demo seeds.
 */
export const ISLAND = 'demo';
/** What demo/ may import of the app: the bottom layer, shapes only. */
const ISLAND_READS = 'types';
/** A feature folder's demo seed (`resources/<name>/demo.ts`): plain data that only demo/ imports. */
export const isDemoSeed = relative => /^(resources|custom-pages)\/[^/]+\/demo\.tsx?$/.test(relative);

/**
 * The folder a file counts in when folders `depth` deep are compared: `resources/labels` at depth
 * 2 for `resources/labels/LabelList.tsx`; a file directly in a shallower folder counts in that
 * folder (`resources` for `resources/index.ts`), a file at the top of src/ as itself (`App.tsx`).
 */
export const unitOf = (relative, depth = 1) => {
  const parts = relative.split(/[\\/]/);
  return parts.length === 1 ? parts[0] : parts.slice(0, Math.min(depth, parts.length - 1)).join('/');
};

/** A folder and its own subfolder may import each other: only unrelated folders can form a cycle. */
const related = (a, b) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

/** Top-level folders (depth 1) and the folders one level down (depth 2) must not import in a circle. */
export const FOLDER_DEPTHS = [1, 2];

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
  return (
    !clause.name &&
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every(el => el.isTypeOnly)
  );
};

const isTypeOnlyExport = node =>
  node.isTypeOnly ||
  (!!node.exportClause &&
    ts.isNamedExports(node.exportClause) &&
    node.exportClause.elements.length > 0 &&
    node.exportClause.elements.every(el => el.isTypeOnly));

/**
 * Every import of one file: `static` (a value import or re-export), `type` (import type, export
 * type, inline type specifiers, `typeof import()`) and `dynamic` (`import()`, `lazy(() => import())`).
 */
export const importsOf = (file, text) => {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = [];
  const visit = node => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ spec: node.moduleSpecifier.text, kind: isTypeOnlyImport(node) ? 'type' : 'static' });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ spec: node.moduleSpecifier.text, kind: isTypeOnlyExport(node) ? 'type' : 'static' });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push({ spec: argument.text, kind: 'dynamic' });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
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

/**
 * Reads the tree under `root` (a src/ folder) and tells what breaks the one-way rule. Every kind of
 * import counts everywhere (value, `import type`, inline `type` specifiers, `export type ... from`,
 * `typeof import()`, `import()`, `lazy(() => import())`): each is a dependency the design carries.
 */
export const checkTree = (root, { layers = layersFromDoc(fs.readFileSync(ARCHITECTURE_DOC, 'utf8')) } = {}) => {
  const files = listFiles(root);
  const rel = file => path.relative(root, file).split(path.sep).join('/');
  const edges = files.flatMap(file =>
    importsOf(file, fs.readFileSync(file, 'utf8'))
      .map(({ spec, kind }) => ({ from: rel(file), to: resolveFrom(file, spec), kind }))
      .filter(edge => edge.to)
      .map(edge => ({ ...edge, to: rel(edge.to) })),
  );
  const where = edge => `${edge.from} imports ${edge.to} (${edge.kind})`;

  const moduleGraph = new Map(files.map(file => [rel(file), []]));
  for (const edge of edges) moduleGraph.get(edge.from).push(edge.to);
  const moduleCycles = findCycles(moduleGraph)
    .map(cycle => cycle.join(' -> '))
    .sort();

  // A cycle of files lying directly in top-level folders reads the same at both depths: told once.
  const folderCycles = [
    ...new Set(
      FOLDER_DEPTHS.flatMap(depth => {
        const graph = new Map();
        const example = new Map();
        for (const edge of edges) {
          const from = unitOf(edge.from, depth);
          const to = unitOf(edge.to, depth);
          if (related(from, to)) continue;
          if (!graph.has(from)) graph.set(from, new Set());
          graph.get(from).add(to);
          if (!example.has(`${from} -> ${to}`)) example.set(`${from} -> ${to}`, where(edge));
        }
        return findCycles(new Map([...graph].map(([unit, next]) => [unit, [...next]]))).map(cycle =>
          [
            `src/${cycle.join(' -> src/')} -> src/${cycle[0]}`,
            ...cycle.map((unit, i) => `    ${example.get(`${unit} -> ${cycle[(i + 1) % cycle.length]}`)}`),
          ].join('\n'),
        );
      }),
    ),
  ];

  const rankOf = unit => layers.findIndex(layer => layer.includes(unit));
  const violations = [];
  for (const edge of edges) {
    const from = unitOf(edge.from);
    const to = unitOf(edge.to);
    if (from === to && !isDemoSeed(edge.to)) continue;
    const fromRank = rankOf(from);
    const toRank = rankOf(to);
    if (to === ISLAND) {
      if (fromRank !== 0 || edge.kind !== 'dynamic')
        violations.push(`${where(edge)}: only the app root loads ${ISLAND}/, with import()`);
    } else if (from === ISLAND) {
      if (to !== ISLAND_READS && !isDemoSeed(edge.to))
        violations.push(
          `${where(edge)}: ${ISLAND}/ imports nothing of the app but src/${ISLAND_READS}/ and the demo.ts seeds`,
        );
    } else if (isDemoSeed(edge.to) && edge.to !== edge.from)
      violations.push(`${where(edge)}: a demo.ts seed is imported by ${ISLAND}/ only`);
    else if (fromRank < 0 || toRank < 0)
      violations.push(
        `${where(edge)}: ${fromRank < 0 ? from : to} is in no layer (see docs/architecture.md#dependencies)`,
      );
    else if (toRank < fromRank) violations.push(`${where(edge)}: ${from} may not import the layer above it`);
  }
  return { modules: files.length, layers, moduleCycles, folderCycles, violations: violations.sort() };
};
