import type { Plugin } from 'vite';
export declare const SCREEN_FAMILIES: Record<string, { folders: string[]; segments: string[]; inKit?: boolean }>;
export declare const chunkOfFamily: (family: string | undefined) => string | null;
export declare const folderOfModule: (id: string) => string | undefined;
export declare const familyOfModule: (id: string) => string | undefined;
export type Families = Record<string, { folders: string[]; segments: string[]; inKit?: boolean }>;
export declare const allFamilies: (srcDir: string) => Families;
export declare const familyOfSegment: (segment: string, families?: Families) => string | undefined;
export declare const chunkPlan: () => Plugin;
