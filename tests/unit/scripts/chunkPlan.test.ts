import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allFamilies,
  chunkOfFamily,
  familyOfModule,
  familyOfSegment,
  SCREEN_FAMILIES,
} from '../../../scripts/chunkPlan.mjs';
import type { CustomPageDefinition, ResourceDefinition } from '../../../src/lib/registry';

/**
 * The production build's chunk plan (scripts/chunkPlan.mjs) names each screen folder's family and
 * the address segments whose chunks index.html preloads. A screen left out would still work, but
 * would load as rolldown's default small chunks, discovered only after React renders.
 */
const SRC = join(process.cwd(), 'src');
const folders = (kind: 'resources' | 'custom-pages') =>
  readdirSync(join(SRC, kind), { withFileTypes: true })
    .filter(entry => entry.isDirectory())
    .map(entry => `${kind}/${entry.name}`);

const indexes = import.meta.glob<Record<string, unknown>>('../../../src/{resources,custom-pages}/*/index.ts');

const definitionsOf = async (folder: string) => {
  const module = await indexes[`../../../src/${folder}/index.ts`]!();
  return Object.values(module)
    .flatMap(value => (Array.isArray(value) ? value : [value]))
    .filter(
      (value): value is ResourceDefinition | CustomPageDefinition =>
        !!value && typeof value === 'object' && 'name' in value,
    );
};

/** The first URL segment a definition's screens live under, or undefined for a resource with no screen. */
const segmentOf = (definition: ResourceDefinition | CustomPageDefinition) => {
  if ('path' in definition) return definition.path.split('/')[1];
  const resource = definition as ResourceDefinition;
  return resource.list || resource.show || resource.edit || resource.create ? resource.name : undefined;
};

describe('the chunk plan', () => {
  it.each([...folders('resources'), ...folders('custom-pages')].filter(folder => folder !== 'custom-pages/login'))(
    'preloads the family of %s on its routes',
    async folder => {
      const family = familyOfModule(join(SRC, folder, 'index.ts'));
      for (const definition of await definitionsOf(folder)) {
        const segment = segmentOf(definition);
        if (segment !== undefined) {
          expect(familyOfSegment(segment, allFamilies(SRC)), `/${segment}: list ${folder} in SCREEN_FAMILIES`).toBe(
            family,
          );
        }
      }
    },
  );

  it('makes a resource folder that no family lists a family of its own, preloaded from its name', () => {
    const src = join(mkdtempSync(join(tmpdir(), 'plan-')), 'src');
    mkdirSync(join(src, 'resources', 'invoices'), { recursive: true });
    mkdirSync(join(src, 'resources', 'applications'), { recursive: true });
    mkdirSync(join(src, 'custom-pages'), { recursive: true });
    const families = allFamilies(src);
    expect(families.invoices).toEqual({ folders: ['resources/invoices'], segments: ['invoices'] });
    expect(familyOfModule(join(src, 'resources/invoices/InvoiceList.tsx'))).toBe('invoices');
    expect(chunkOfFamily('invoices')).toBe('invoices');
    expect(familyOfSegment('invoices', families)).toBe('invoices');
    expect(familyOfSegment('applications', families)).toBe('applications');
  });

  it('preloads nothing more for the sign-in page (it is in the entry), and lists no folder twice', () => {
    expect(familyOfSegment('login', allFamilies(SRC))).toBeUndefined();
    const all = Object.values(SCREEN_FAMILIES).flatMap(family => family.folders);
    expect(new Set(all).size).toBe(all.length);
    const segments = Object.values(SCREEN_FAMILIES).flatMap(family => family.segments);
    expect(new Set(segments).size).toBe(segments.length);
  });

  it('sends the landing family (Applications, the root) to kit and the others to their own chunk', () => {
    expect(familyOfSegment('')).toBe('applications');
    expect(chunkOfFamily('applications')).toBe('kit');
    expect(chunkOfFamily('staff')).toBe('staff');
    expect(chunkOfFamily(undefined)).toBeNull();
  });
});
