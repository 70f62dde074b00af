export declare const ARCHITECTURE_DOC: string;
export declare const layersFromDoc: (markdown: string) => string[][];
export declare const ISLAND: string;
export declare const isDemoSeed: (relative: string) => boolean;
export declare const FOLDER_DEPTHS: number[];
export declare const unitOf: (relative: string, depth?: number) => string;
export declare const importsOf: (
  file: string,
  text: string,
) => Array<{ spec: string; kind: 'static' | 'type' | 'dynamic' }>;
export declare const checkTree: (
  root: string,
  options?: { layers?: string[][] },
) => {
  modules: number;
  layers: string[][];
  moduleCycles: string[];
  folderCycles: string[];
  violations: string[];
};
