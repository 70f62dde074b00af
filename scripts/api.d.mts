import type { Server } from 'node:http';

/** src/demo/node.ts, bundled for node. */
export interface DemoApi {
  DEMO_LATENCY_MS: number;
  configure: (options?: { latency?: number }) => void;
  answer: (request: Request) => Promise<Response | undefined>;
}

export declare const bundleForNode: <T = unknown>(
  entry: string,
  name: string,
  options?: { alias?: Record<string, string> },
) => Promise<T>;
export declare const loadDemoApi: (options?: { latency?: number }) => Promise<DemoApi>;
export declare const startApiServer: (options?: {
  dir?: string;
  port?: number;
  host?: string;
  latency?: number;
  quiet?: boolean;
}) => Promise<Server>;
