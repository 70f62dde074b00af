import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { GetListParams } from 'react-admin';
import type { HttpResponse } from '../providers/http';

/**
 * The landing list's rows drawn before the signed-in app has started (docs/performance.md, "The
 * landing preview"): the entry holds the list's first page early (app/landingPage.ts), and a small
 * script of its own (app/LandingPreview.tsx) draws those rows as the table will, while the
 * signed-in app's scripts load and run. The app then renders under it, out of sight, and takes
 * over in the frame its list shows what it has (rows, an empty table, a failure): nothing blinks.
 *
 * This is the hand-over between the two: the preview puts what it draws here; the list, once it
 * shows something of its own, ends it (components/ListSkeleton, components/AppList); so do a new
 * address and a time limit (App.tsx), so that no preview outlives the page it stood for.
 */

/** What the entry asked for early on the landing list's address: its first page and the banks. */
export interface LandingAnswers {
  /** The parameters the list will ask with (the address, else what the store keeps, else the defaults). */
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;
  list: Promise<HttpResponse<unknown>>;
  banks: Promise<HttpResponse<unknown>>;
}

export type LandingPreviewState =
  /** None was asked for, or it is over: the app shows itself. */
  | { phase: 'off' }
  /** Asked for; its script or its answers are still on the way. */
  | { phase: 'waiting' }
  | { phase: 'shown'; view: ReactNode };

let state: LandingPreviewState = { phase: 'off' };
const listeners = new Set<() => void>();

const set = (next: LandingPreviewState) => {
  state = next;
  for (const listener of listeners) listener();
};

export const landingPreview = {
  /** The entry asks for one (app/landingPage.ts). */
  wait: () => {
    if (state.phase === 'off') set({ phase: 'waiting' });
  },
  /** Its rows are ready: drawn at once, unless the app has already shown its own. */
  show: (view: ReactNode) => {
    if (state.phase === 'waiting') set({ phase: 'shown', view });
  },
  /** Over: the app's own screen shows (a list's rows or its failure, another page, the time limit). */
  end: () => {
    if (state.phase !== 'off') set({ phase: 'off' });
  },
  get: (): LandingPreviewState => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const useLandingPreview = (): LandingPreviewState =>
  useSyncExternalStore(landingPreview.subscribe, landingPreview.get, landingPreview.get);

/**
 * Ends the landing preview when the component using it is drawn: a screen of the app's own that
 * stands where the preview's rows stood (a list's rows, its failure, a status page).
 */
export const useEndsLandingPreview = (when = true) => {
  useLayoutEffect(() => {
    if (when) landingPreview.end();
  }, [when]);
};

const TOP_KEY = 'BankData.landingPreview.listTop';

/**
 * Where the list's table starts below the top bar (its toolbar's height), for this window width,
 * as last seen: the preview leaves that room above its rows. The toolbar wraps by width (and by
 * what it holds), so a width not seen yet gets the common desktop's (`fallback`).
 */
export const listTopFor = (width: number, fallback: number): number => {
  try {
    const seen = JSON.parse(window.localStorage.getItem(TOP_KEY) ?? 'null') as {
      width?: unknown;
      top?: unknown;
    } | null;
    return seen && seen.width === width && typeof seen.top === 'number' && seen.top > 0 && seen.top < 1000
      ? seen.top
      : fallback;
  } catch {
    return fallback;
  }
};

/** The top bar's height (dense), above the list's toolbar. */
const BAR_HEIGHT = 48;

/** Notes where the list's table starts (`table`, in the page that just took over from the preview). */
export const rememberListTop = (table: Element | null | undefined) => {
  if (!table) return;
  try {
    const offset = table.getBoundingClientRect().top + window.scrollY - BAR_HEIGHT;
    window.localStorage.setItem(
      TOP_KEY,
      JSON.stringify({ width: window.innerWidth, top: Math.round(offset * 100) / 100 }),
    );
  } catch {
    // Storage refused (a private window): the next preview leaves the usual room.
  }
};
