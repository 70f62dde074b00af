import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * jsdom answers `getComputedStyle` by matching the element against every style rule of the
 * document through nwsapi, and MUI leaves 1,100 to 1,500 rules in a test file's document. nwsapi
 * 2.2.25 to 2.2.28 keep compiled selectors in an LRU cache of 1,000: walked in order every call,
 * the rules evict each other and every selector is compiled again on every call (Testing Library's
 * `*ByRole` makes hundreds per query). The suite then ran 4x slower and `findBy*` timed out on a
 * busy CI machine, so package.json's `overrides` pins nwsapi to 2.2.24, the last release whose
 * cache has no bound (docs/architecture.md#testing).
 */
describe('the unit suite’s DOM', () => {
  it('uses a selector engine whose compiled-selector cache holds every rule MUI leaves', () => {
    const fromJsdom = createRequire(createRequire(import.meta.url).resolve('jsdom'));
    const source = fs.readFileSync(fromJsdom.resolve('nwsapi'), 'utf8');
    const limit = /CACHE_LIMIT\s*=\s*(\d+)/.exec(source);
    expect(limit === null || Number(limit[1]) >= 10_000, `nwsapi's selector cache is bounded at ${limit?.[1]}`).toBe(
      true,
    );
  });
});
