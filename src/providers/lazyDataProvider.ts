import type { AppDataProvider } from './dataProvider';

/** Properties react-admin reads off a dataProvider that are not methods. */
const NOT_METHODS = new Set(['then', 'supportAbortSignal']);

/**
 * A dataProvider whose implementation is loaded on its first call. The sign-in page needs
 * react-admin's context, hence a dataProvider, but never calls it: the real one (every method,
 * the endpoint map built from the registries) loads with the signed-in screens instead of with
 * /login (docs/performance.md). Each call waits for the load, which those screens' own scripts
 * have already brought, then goes to the real method.
 */
export const lazyDataProvider = (load: () => Promise<AppDataProvider>): AppDataProvider => {
  let loading: Promise<AppDataProvider> | null = null;
  const provider = () =>
    (loading ??= load().catch(error => {
      loading = null;
      throw error;
    }));
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  // A Proxy rather than a list of names, so that a method added to the real dataProvider needs no
  // line here. The target is never read; the cast is the Proxy's contract (every method name
  // answers a function of the same signature, forwarded).
  return new Proxy({} as AppDataProvider, {
    get: (_target, name) => {
      if (typeof name !== 'string' || NOT_METHODS.has(name)) return undefined;
      let method = methods.get(name);
      if (!method) {
        method = async (...args: unknown[]) => {
          const real = await provider();
          const target: unknown = Reflect.get(real, name);
          if (typeof target !== 'function') throw new Error(`Unknown dataProvider method "${name}"`);
          return Reflect.apply(target, real, args);
        };
        methods.set(name, method);
      }
      return method;
    },
  });
};
