import { httpBlob, httpClient, tokenStorage, type HttpOptions } from '../../../src/providers/http';
import { signInAs, type DemoAccount } from '../signIn';

/** Calls the demo API the way the app does (through the real http client), without the UI. */
export type { DemoAccount };

export const signIn = signInAs;

export const signOut = () => tokenStorage.clear();

export const get = async <T = Record<string, unknown>>(path: string, query?: HttpOptions['query']) =>
  (await httpClient<T>(path, { query })).json;

export const call = async <T = Record<string, unknown>>(path: string, options: HttpOptions) =>
  httpClient<T>(path, options);

export const download = (path: string) => httpBlob(path);

export interface Page<T = Record<string, unknown>> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

const DAY = 86_400_000;

/**
 * A `start_date`/`end_date` window holding the whole seed (dated from the day the tests run, at most
 * 90 days back), from a year before now to a day after: computed, so it holds whatever the date.
 */
export const wholeSeedWindow = (now = Date.now()) => ({
  start_date: new Date(now - 365 * DAY).toISOString().slice(0, 10),
  end_date: new Date(now + DAY).toISOString().slice(0, 10),
});

/** The HttpError a failing call throws: its status and DRF body. */
export const failure = async (
  promise: Promise<unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> => {
  try {
    await promise;
  } catch (error) {
    const { status, body } = error as { status: number; body: Record<string, unknown> };
    return { status, body };
  }
  throw new Error('expected the call to fail');
};
