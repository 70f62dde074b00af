import type { CrudSeed } from '../types/crudSeed';

/**
 * The plain CRUD resources the demo serves with its generic handler (handlers/crud.ts): every
 * resource folder's `demo.ts`, found by name, so that adding a resource touches nothing here.
 * Those files are plain data (src/types/crudSeed.ts): no screen code comes into the demo with them.
 */
const modules = import.meta.glob<CrudSeed>('../resources/*/demo.ts', { eager: true, import: 'default' });

export const crudSeeds: CrudSeed[] = Object.values(modules);
