import type { Server } from 'node:http';
export declare const serve: (options?: {
  dir?: string;
  port?: number;
  host?: string;
  quiet?: boolean;
}) => Promise<Server>;
