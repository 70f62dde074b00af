import { httpBlob, httpClient, tokenStorage, type HttpOptions } from '../../../src/providers/http';

/**
 * Calls the demo API the way the app does (through the real http client). Signing in here rather
 * than through tests/unit/helpers.tsx keeps these tests free of the UI's import graph.
 */
export type DemoAccount = 'admin' | 'staff' | 'vendor' | 'nobody';

export const signIn = async (account: DemoAccount): Promise<string> => {
  const { json } = await httpClient<{ key: string }>('rest-auth/login/', {
    method: 'POST',
    body: { email: `${account}@demo.test`, password: 'demo1234' },
  });
  tokenStorage.set(json.key);
  return json.key;
};

export const signOut = () => tokenStorage.clear();

export const get = async <T = Record<string, unknown>>(path: string, query?: HttpOptions['query']) =>
  (await httpClient<T>(path, { query })).json;

export const call = async <T = Record<string, unknown>>(path: string, options: HttpOptions) => httpClient<T>(path, options);

export const download = (path: string) => httpBlob(path);

export interface Page<T = Record<string, unknown>> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** The HttpError a failing call throws: its status and DRF body. */
export const failure = async (promise: Promise<unknown>): Promise<{ status: number; body: Record<string, unknown> }> => {
  try {
    await promise;
  } catch (error) {
    const { status, body } = error as { status: number; body: Record<string, unknown> };
    return { status, body };
  }
  throw new Error('expected the call to fail');
};
