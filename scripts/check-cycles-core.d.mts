export declare const LAYERS: string[][];
export declare const ISLAND: string;
export declare const unitOf: (relative: string) => string;
export declare const importsOf: (file: string, text: string) => Array<{ spec: string; kind: 'static' | 'type' | 'dynamic' }>;
export declare const checkTree: (root: string) => {
  modules: number;
  moduleCycles: string[];
  folderCycles: string[];
  violations: string[];
};
