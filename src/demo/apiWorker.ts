// First: a stand-in localStorage for msw, which needs one outside node.
import './remote/workerGlobals';
import { workerBuilder } from './activityBuilder';
import type { ApiRequest, ApiResponse, PersistMessage, ToApiWorker } from './remote/protocol';
import { startDemoApi } from './remote/serve';

/**
 * Demo mode's api/v1, in a Web Worker of the page (remote/protocol.ts draws the path of a
 * request). The page sends `init` first, then one `connect` per service-worker channel; each
 * request arrives on such a port with its reply port beside it.
 */

// The worker's global scope: tsconfig's lib is the DOM's, whose postMessage wants a target origin.
const scope = globalThis as unknown as {
  addEventListener: (type: 'message', listener: (event: MessageEvent<ToApiWorker>) => void) => void;
  postMessage: (message: PersistMessage) => void;
};

let answer: ((request: ApiRequest) => Promise<ApiResponse>) | null = null;

// The demo reads the time with Date.now() (handlers, clock-driven crawler runs); `clock` moves it.
const realNow = Date.now.bind(Date);
let clockOffset = 0;
Date.now = () => realNow() + clockOffset;

const serve = (port: MessagePort) => {
  port.onmessage = ({ data, ports: [reply] }: MessageEvent<ApiRequest>) => {
    void answer?.(data).then(response => reply.postMessage(response, response.body ? [response.body] : []));
  };
};

scope.addEventListener('message', ({ data, ports }) => {
  if (data.type === 'init') {
    for (const [key, value] of Object.entries(data.settings)) globalThis.localStorage.setItem(key, value);
    answer = startDemoApi({
      stored: data.stored,
      base: data.base,
      page: data.page,
      builder: workerBuilder(),
      persist: value => scope.postMessage({ type: 'persist', value }),
    });
  } else if (data.type === 'connect' && ports[0]) {
    serve(ports[0]);
  } else if (data.type === 'clock') {
    clockOffset = data.offset;
  }
});
