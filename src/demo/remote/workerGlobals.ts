/**
 * Imported first by the API worker, before msw: msw keeps the cookies of handled requests in
 * `localStorage` wherever it finds no node process, and a worker has none. A stand-in in memory
 * is enough here (the demo's handlers read no cookies; DRF's token travels in a header).
 */
const memory = new Map<string, string>();

if (typeof globalThis.localStorage === 'undefined') {
  const stand: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
    getItem: key => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, String(value)),
    removeItem: key => void memory.delete(key),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: stand, configurable: true });
}

export {};
