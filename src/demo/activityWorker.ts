import { lazySeed, type ActivitySeed } from './seed';

/**
 * Demo mode: the 17,000 activity rows built in a Web Worker, on the other core, while the page
 * loads its code. `build` starts at once; `send` hands the rows over when a request needs them
 * (messages run in order, so a `send` waits for its `build`). Same seed, same epoch: the rows are
 * exactly those the main thread would build.
 */
type Message = { type: 'build'; epoch: number } | { type: 'send' };

// The worker's global scope: tsconfig's lib is the DOM's, whose postMessage wants a target origin.
const scope = globalThis as unknown as {
  addEventListener: (type: 'message', listener: (event: MessageEvent<Message>) => void) => void;
  postMessage: (rows: ActivitySeed) => void;
};

let rows: ActivitySeed | null = null;

scope.addEventListener('message', ({ data }) => {
  if (data.type === 'build') rows = lazySeed(data.epoch).activity();
  else if (rows) scope.postMessage(rows);
});
