import type * as Probe from '../src/providers/probe/node';

/** src/providers/probe/node.ts, bundled for node (scripts/probe.mjs). */
export declare const loadProbe: () => Promise<typeof Probe>;
