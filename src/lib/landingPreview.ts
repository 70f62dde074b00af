import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { GetListParams, RaRecord, TranslateFunction } from 'react-admin';
import type { HttpResponse } from '../providers/http';
import type { MessageTree } from '../providers/i18nProvider';
import type { EndpointSpec, Level } from '../types';
import type { BankValue } from './bankName';
import type { ListDefaults } from './firstPage';

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

/**
 * A list the app can open on with its first page drawn early (`resources/<name>/landing.ts`, listed
 * in `resources/landing.ts`): what the entry needs to ask for that page, and the way to its preview.
 */
export interface LandingList {
  /** The resource; its list's address is `/<name>`. */
  name: string;
  endpoint: EndpointSpec;
  listDefaults: ListDefaults;
  /** Whether a column names banks (components/BankName): `banks` is asked for beside the page. */
  banks?: boolean;
  /**
   * The level the list asks of the person (its registry access), when above every signed-in
   * person's (a staff list): its page is asked for once the identity says so, else not at all.
   */
  level?: Level;
  /** The list's preview (`resources/<name>/preview.tsx`, in the `preview` chunk). */
  preview: () => Promise<ListPreview>;
}

/** What a preview's cells may use beyond the row. */
export interface PreviewContext {
  translate: TranslateFunction;
  /** A bank's name by its id, from the banks answer (lib/bankName). */
  bankName: (value: BankValue) => string;
  /** Whether the signed-in user is staff or above (lib/registry levels). */
  staff: boolean;
}

/** One column of a preview's table, as the list's DataTable draws it. */
export interface PreviewColumn {
  /** DataTable's id of the column (its `source`, else its `label`), as the column chooser keeps it. */
  id: string;
  /** Catalogue key of its header. */
  label: string;
  /** Shown only to a user whose show_pii is true. */
  pii?: boolean;
  /** Shown only to staff and above (a column of controls only they may use). */
  staffOnly?: boolean;
  /** Its header sorts (a DataTable.Col with a source): the sort arrow's room is kept. */
  sortable?: boolean;
  /** A DataTable.NumberCol: right-aligned, a number drawn in the locale's format (as its NumberField). */
  numeric?: boolean;
  /** The cell's own style (the list's `sx` on the column: no wrapping, a minimum width). */
  style?: { whiteSpace?: 'nowrap'; minWidth?: number };
  /** The row's header cell (`<th scope="row">`, components/RowHeaderCol). */
  rowHeader?: boolean;
  /** What the cell shows; the column's text (`text`) when not given. */
  cell?(row: RaRecord, context: PreviewContext): ReactNode;
  text?(row: RaRecord, context: PreviewContext): ReactNode;
}

/**
 * How a list's first page is drawn before the app has loaded (app/LandingPreview.tsx draws it):
 * its title, the columns in the list's order and the cells the list draws, the marks the list
 * adds around them, the room above the table, and where a row click goes.
 */
export interface ListPreview {
  /** Catalogue key of the page's name in the top bar. */
  title: string;
  /** The resource's messages and any others the cells use (catalogue trees), added before the preview draws. */
  messages: readonly MessageTree[];
  columns: readonly PreviewColumn[];
  /** The column chooser's table name (lib/listPrefs) when the person may hide or reorder columns. */
  chooser?: string;
  /** A selection checkbox first (bulk actions). */
  checkbox?: boolean;
  /** The polled list's "Update" mark column (components/polling). */
  mark?: boolean;
  /** The Watch column last (components/watch). */
  watch?: boolean;
  /** The room above the list's card (its toolbar and filters) at 1024 to 1600 px, until measured. */
  toolbarHeight: number;
  /** What the list shows in its card above the table (a note to this user). */
  above?(context: PreviewContext): ReactNode;
  /** The list's table rules beyond the plain cell's (its cells' own classes, its row buttons). */
  styles?: Record<string, unknown>;
  /** Where a click on a row goes, none when the list's rows do not open. */
  open?(row: RaRecord): string | null;
}

/** What the entry asked for early on a landing list's address: its first page and the banks. */
export interface LandingAnswers {
  /** The list asked for. */
  landing: LandingList;
  /** The parameters the list will ask with (the address, else what the store keeps, else the defaults). */
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;
  list: Promise<HttpResponse<unknown>>;
  /** Null when no column names banks. */
  banks: Promise<HttpResponse<unknown>> | null;
}

export type LandingPreviewState =
  /** None was asked for, or it is over: the app shows itself. */
  | { phase: 'off' }
  /** Asked for; its script or its answers are still on the way. */
  | { phase: 'waiting' }
  | { phase: 'shown'; view: ReactNode; name: string };

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
  show: (view: ReactNode, name: string) => {
    if (state.phase === 'waiting') set({ phase: 'shown', view, name });
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

type SeenTops = Record<string, { width?: unknown; top?: unknown } | undefined>;

/** Where each list's table was seen to start, by list (rememberListTop below; the preview reads it). */
export const seenTops = (): SeenTops => {
  const seen: unknown = JSON.parse(window.localStorage.getItem(TOP_KEY) ?? 'null');
  return seen && typeof seen === 'object' ? (seen as SeenTops) : {};
};

/** The top bar's height (dense), above the list's toolbar. */
const BAR_HEIGHT = 48;

/** Notes where list `name`'s table starts (`table`, in the page that just took over from the preview). */
export const rememberListTop = (name: string, table: Element | null | undefined) => {
  if (!table) return;
  try {
    const offset = table.getBoundingClientRect().top + window.scrollY - BAR_HEIGHT;
    let seen: SeenTops = {};
    try {
      seen = seenTops();
    } catch {
      // What was kept does not read: it is written anew.
    }
    window.localStorage.setItem(
      TOP_KEY,
      JSON.stringify({ ...seen, [name]: { width: window.innerWidth, top: Math.round(offset * 100) / 100 } }),
    );
  } catch {
    // Storage refused (a private window): the next preview leaves the usual room.
  }
};
