import {
  SETTINGS_PREFIX,
  STORAGE_KEY,
  SW_CONNECT,
  SW_RECONNECT,
  type PersistMessage,
  type ToApiWorker,
} from './remote/protocol';

const readStored = (): string | null => {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

/** The demo's volume settings (`demo-*` keys other than the store's), as the page starts. */
const readSettings = (): Record<string, string> => {
  try {
    const { localStorage } = window;
    return Object.fromEntries(
      Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index))
        .filter((key): key is string => !!key && key.startsWith(SETTINGS_PREFIX) && key !== STORAGE_KEY)
        .map(key => [key, localStorage.getItem(key) ?? '']),
    );
  } catch {
    return {};
  }
};

const writeStored = (value: string | null) => {
  try {
    if (value === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Storage full or refused: the demo keeps working, only without persistence.
  }
};

/** Resolves once this page is controlled by the active worker of `registration`. */
const controlledBy = async (
  container: ServiceWorkerContainer,
  registration: ServiceWorkerRegistration,
): Promise<ServiceWorker> => {
  await container.ready;
  const active = () =>
    container.controller && container.controller === registration.active ? container.controller : null;
  return (
    active() ??
    new Promise<ServiceWorker>(resolve => {
      // The worker claims every open page when it activates (public/demoServiceWorker.js).
      const check = () => {
        const worker = active();
        if (!worker) return;
        container.removeEventListener('controllerchange', check);
        resolve(worker);
      };
      container.addEventListener('controllerchange', check);
      check();
    })
  );
};

/**
 * Demo mode: the simulated api/v1, started before the first render. The handlers and the store run
 * in a Web Worker (apiWorker.ts); the service worker (public/demoServiceWorker.js, given relative
 * to the document base so any base path works) hands it this page's api/v1 requests over a
 * MessagePort, so no answer waits for this page's busy main thread (remote/protocol.ts). This
 * thread only connects the two and keeps the store's changes in localStorage across reloads.
 */
export async function startDemoWorker(serviceWorkerUrl: string): Promise<void> {
  const api = (window.__DEMO_API_WORKER__ ??= new Worker(new URL('./apiWorker.ts', import.meta.url), {
    type: 'module',
    name: 'demo-api',
  }));
  api.addEventListener('message', ({ data }: MessageEvent<PersistMessage>) => {
    if (data.type === 'persist') writeStored(data.value);
  });
  const tell = (message: ToApiWorker, transfer: Transferable[] = []) => api.postMessage(message, transfer);
  tell({
    type: 'init',
    stored: readStored(),
    base: new URL(document.baseURI).pathname.replace(/\/$/, ''),
    page: window.location.href,
    settings: readSettings(),
  });

  const container = navigator.serviceWorker;
  const connect = (worker: ServiceWorker) => {
    const channel = new MessageChannel();
    tell({ type: 'connect' }, [channel.port1]);
    worker.postMessage({ type: SW_CONNECT }, [channel.port2]);
  };
  // A service worker that was stopped while the page sat idle forgets its port and asks again.
  container.addEventListener('message', ({ data, source }) => {
    if ((data as { type?: unknown } | null)?.type === SW_RECONNECT && source instanceof ServiceWorker) connect(source);
  });
  container.startMessages();
  const registration = await container.register(serviceWorkerUrl);
  connect(await controlledBy(container, registration));
  // A new version of the service worker (a rebuilt demo) takes over open pages: connect it too.
  container.addEventListener('controllerchange', () => {
    if (container.controller) connect(container.controller);
  });
}
