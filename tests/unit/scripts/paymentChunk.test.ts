import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkPlan } from '../../../scripts/chunkPlan.mjs';

/**
 * docs/screens/signup.md#adapters: Stripe.js (and reCAPTCHA) load only when signup's checkout
 * renders the card form (the captcha box). In a production build that holds when (a) no module
 * outside src/components/payment imports the libraries, (b) the adapters that do are reached only
 * by dynamic import, so that rolldown's `$initial` group (the entry) never takes them, and (c) the
 * chunk plan (scripts/chunkPlan.mjs) sends the libraries and their adapters to the `payment` chunk
 * and nowhere else.
 */
const ROOT = process.cwd();
const SRC = join(ROOT, 'src');
const PAYMENT_DIR = 'src/components/payment/';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [path] : [];
  });

/** Every module a file names in a static `import ... from`, `export ... from` or bare `import '...'` (type-only ones are erased). */
const staticImports = (text: string) =>
  [
    ...text.matchAll(
      /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^;]*?\sfrom\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g,
    ),
  ].map(match => match[1] ?? match[2]);
/** Every module a file names in a dynamic `import('...')`. */
const dynamicImports = (text: string) =>
  [...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map(match => match[1]);

const files = sources(SRC).map(path => ({
  path: relative(ROOT, path).replace(/\\/g, '/'),
  text: readFileSync(path, 'utf8'),
}));

const LIBRARIES = /^(@stripe\/|react-google-recaptcha(\/|$))/;
const ADAPTERS = /(^|\/)(StripeCardForm|RecaptchaBox)(\.tsx)?$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const dig = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce((at, key) => (isRecord(at) ? at[key] : undefined), value);

/** The plan's groups as rolldown receives them: name, priority and test of each. */
const planGroups = () => {
  const hook = chunkPlan().config;
  const handler: unknown = typeof hook === 'function' ? hook : dig(hook, 'handler');
  if (typeof handler !== 'function') throw new Error('chunkPlan has no config hook');
  const config: unknown = Reflect.apply(handler, undefined, [{}, { command: 'build', mode: 'production' }]);
  const groups = dig(config, 'build', 'rolldownOptions', 'output', 'codeSplitting', 'groups');
  if (!Array.isArray(groups)) throw new Error('chunkPlan sets no codeSplitting groups');
  return groups.filter(isRecord).map(group => ({
    name: group.name,
    priority: typeof group.priority === 'number' ? group.priority : 0,
    test: (id: string) => typeof group.test === 'function' && Reflect.apply(group.test, undefined, [id]) === true,
  }));
};

/** The chunk a module that the entry does not import statically goes to: the first matching group by priority. */
const chunkOf = (id: string) => {
  const group = planGroups()
    .sort((a, b) => b.priority - a.priority)
    .find(candidate => candidate.test(id));
  if (!group) return undefined;
  return typeof group.name === 'function' ? Reflect.apply(group.name, undefined, [id]) : group.name;
};

const require = createRequire(join(ROOT, 'package.json'));
/** Module ids of the libraries as the build resolves them (each package's entry files). */
const libraryIds = [
  '@stripe/stripe-js',
  '@stripe/stripe-js/pure',
  '@stripe/react-stripe-js',
  'react-google-recaptcha',
].map(name => require.resolve(name).replace(/\\/g, '/'));

describe('the payment libraries in a production build', () => {
  it('are imported by the adapters in src/components/payment only', () => {
    const importers = files.filter(file =>
      [...staticImports(file.text), ...dynamicImports(file.text)].some(name => LIBRARIES.test(name)),
    );
    expect(importers.map(file => file.path).sort()).toEqual([
      `${PAYMENT_DIR}RecaptchaBox.tsx`,
      `${PAYMENT_DIR}StripeCardForm.tsx`,
    ]);
  });

  it('reach the page only by dynamic import of their adapters', () => {
    for (const file of files) {
      expect(
        staticImports(file.text).filter(name => ADAPTERS.test(name)),
        `${file.path} imports an adapter statically`,
      ).toEqual([]);
    }
    const loaders = files.filter(file => dynamicImports(file.text).some(name => ADAPTERS.test(name)));
    expect(loaders.map(file => file.path)).toEqual([`${PAYMENT_DIR}index.ts`]);
  });

  it('go to the payment chunk, with their adapters, and nothing else of the app does', () => {
    expect(libraryIds.some(id => id.includes('/node_modules/@stripe/'))).toBe(true);
    for (const id of libraryIds) expect(chunkOf(id), id).toBe('payment');
    expect(chunkOf(join(SRC, 'components/payment/StripeCardForm.tsx'))).toBe('payment');
    expect(chunkOf(join(SRC, 'components/payment/RecaptchaBox.tsx'))).toBe('payment');
    // The switch between real and simulated adapters is shared code (kit), not the payment chunk.
    expect(chunkOf(join(SRC, 'components/payment/index.ts'))).toBe('kit');
    for (const file of files.filter(candidate => !ADAPTERS.test(candidate.path.replace(/\.tsx$/, '')))) {
      expect(chunkOf(join(ROOT, file.path)), file.path).not.toBe('payment');
    }
  });
});
