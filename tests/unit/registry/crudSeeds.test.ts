import { describe, expect, it } from 'vitest';
import { crudSeeds } from '../../../src/demo/crudSeeds';
import { resources } from '../../../src/resources';

/**
 * A resource's demo.ts repeats its name, path and update verb for the demo (which must not load the
 * registry and its screens): they agree with the registry's definition.
 */
describe('the demo seeds of plain CRUD resources', () => {
  it('are found in the resource folders (labels among them)', () => {
    expect(crudSeeds.map(seed => seed.name)).toContain('labels');
  });

  it.each(crudSeeds.map(seed => [seed.name, seed] as const))('%s matches its registry definition', (name, seed) => {
    const resource = resources.find(candidate => candidate.name === name);
    expect(resource?.endpoint.path).toBe(seed.path);
    expect(resource?.endpoint.update ?? 'PATCH').toBe(seed.update);
  });
});
