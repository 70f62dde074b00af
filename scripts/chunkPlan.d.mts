import type { Plugin } from 'vite';
export declare const SCREEN_FAMILIES: Record<string, { folders: string[]; segments: string[]; inKit?: boolean }>;
export declare const chunkOfFamily: (family: string | undefined) => string | null;
export declare const folderOfModule: (id: string) => string | undefined;
export declare const familyOfModule: (id: string) => string | undefined;
export type Families = Record<string, { folders: string[]; segments: string[]; inKit?: boolean }>;
export declare const allFamilies: (srcDir: string) => Families;
export declare const familyOfSegment: (segment: string, families?: Families) => string | undefined;
export declare const chunkPlan: () => Plugin;
export declare const LANDING_SEGMENTS: string[];
/** A module's imports and exports by name (scripts/chunkPlan.mjs, moduleRecord). */
export interface ModuleRecord {
  imports: { source: string; names: string[] }[];
  reexports: Record<string, { source: string; name: string }>;
  stars: string[];
  locals: string[];
}
export declare const moduleRecord: (id: string, code: string) => ModuleRecord | null;
export declare const reachedByNames: (
  roots: string[],
  graph: {
    importedIds: (id: string) => string[];
    record: (id: string) => ModuleRecord | null;
    sideEffects: (id: string) => boolean;
  },
) => Set<string>;
export declare const mayHaveSideEffects: (id: string) => boolean;
