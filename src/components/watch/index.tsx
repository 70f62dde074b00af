import {
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Button, Menu, MenuItem } from '@mui/material';
import { useDataProvider, useGetIdentity, useNotify, useStore, useTranslate, type Identifier } from 'react-admin';
import { applicationStatus, type StatusSource } from '../../lib/applicationStatus';
import { POLL_INTERVAL_MS } from '../../lib/polling';
import { addWatch, readWatches, removeWatch, runOutcome, WATCH_LIMIT, type Watch } from '../../lib/watches';
import { usePageVisible } from '../polling';
import { ROW_ICON_BUTTON } from '../rowButtons';

/**
 * Watching an application's run (docs/product.md#tables, "Watch"): while watched, the app reads the
 * application at the poll rate and says when its run completes or fails, in the app and, when the
 * person allowed it, by the browser's notification. Watches are kept in react-admin's store under
 * the signed-in user's id (and the store is emptied at logout), at most WATCH_LIMIT.
 */

const SIDE_READ = { sideRead: true } as const;

/** The signed-in person's watches and a setter (empty until the identity is known). */
export const useWatches = (): [Watch[], (next: readonly Watch[]) => void] => {
  const { identity } = useGetIdentity();
  const [stored, setStored] = useStore<unknown>(`watches.${identity?.id ?? 'none'}`, []);
  const set = useCallback((next: readonly Watch[]) => setStored([...next]), [setStored]);
  return [identity ? readWatches(stored) : [], set];
};

const browserNotifications = (): NotificationPermission | 'unsupported' =>
  typeof window !== 'undefined' && 'Notification' in window ? window.Notification.permission : 'unsupported';

/** Watch or stop watching one application; the first watch asks the browser's permission to notify. */
export const useWatchToggle = () => {
  const [watches, setWatches] = useWatches();
  const notify = useNotify();
  const [asked, setAsked] = useStore<boolean>('watches.permission_asked', false);
  const [deniedSaid, setDeniedSaid] = useStore<boolean>('watches.denied_said', false);
  const isWatched = useCallback((id: Identifier) => watches.some(each => String(each.id) === String(id)), [watches]);

  const sayDenied = useCallback(() => {
    if (deniedSaid) return;
    setDeniedSaid(true);
    notify('app.watch.denied', { type: 'info' });
  }, [deniedSaid, notify, setDeniedSaid]);

  const toggle = useCallback(
    async (record: { id: Identifier } & StatusSource) => {
      if (isWatched(record.id)) {
        setWatches(removeWatch(watches, record.id));
        notify('app.watch.removed', { type: 'info', messageArgs: { id: record.id } });
        return;
      }
      const added = addWatch(watches, { id: record.id, status: applicationStatus(record) });
      if (added.full) {
        notify('app.watch.full', { type: 'warning', messageArgs: { limit: WATCH_LIMIT } });
        return;
      }
      setWatches(added.watches);
      notify('app.watch.added', { type: 'info', messageArgs: { id: record.id } });
      // The browser is asked once, on the first watch; refused (now or before), the app says once
      // that it will tell in the app only.
      const permission = browserNotifications();
      if (permission === 'default' && !asked) {
        setAsked(true);
        const answer = await window.Notification.requestPermission();
        if (answer === 'denied') sayDenied();
      } else if (permission === 'denied' || permission === 'unsupported') sayDenied();
    },
    [asked, isWatched, notify, sayDenied, setAsked, setWatches, watches],
  );
  const count = watches.length;
  return useMemo(() => ({ isWatched, toggle, count }), [isWatched, toggle, count]);
};

const WatchToggleContext = createContext<ReturnType<typeof useWatchToggle> | null>(null);

/**
 * One watch toggle for a whole table: its rows' buttons read it rather than each reading the
 * identity and three store keys, which a hundred rows would do before the table's first paint
 * (docs/performance.md).
 */
export const WatchToggleProvider = ({ children }: { children: ReactNode }) => (
  <WatchToggleContext.Provider value={useWatchToggle()}>{children}</WatchToggleContext.Provider>
);

const stop = (event: MouseEvent) => event.stopPropagation();

/** The application view's Watch / Stop watching button. */
export const WatchButton = ({ record }: { record: { id: Identifier } & StatusSource }) => {
  const translate = useTranslate();
  const { isWatched, toggle } = useWatchToggle();
  const watched = isWatched(record.id);
  return (
    <Button
      variant="outlined"
      size="small"
      aria-pressed={watched}
      startIcon={watched ? <NotificationsActiveIcon /> : <NotificationsNoneIcon />}
      onClick={() => void toggle(record)}
    >
      {translate(watched ? 'app.watch.stop' : 'app.watch.start')}
    </Button>
  );
};

/** A table row's watch toggle (an icon with the application's id in its name); it does not open the row. */
export const WatchRowButton = memo(({ record }: { record: { id: Identifier } & StatusSource }) => {
  const translate = useTranslate();
  const watch = useContext(WatchToggleContext);
  if (!watch) throw new Error('WatchRowButton needs a WatchToggleProvider around its table');
  const watched = watch.isWatched(record.id);
  const name = translate(watched ? 'app.watch.stop_one' : 'app.watch.start_one', { id: record.id });
  // A plain button drawn by the table's styles (components/rowButtons), its name also the
  // browser's tooltip: MUI's IconButton and Tooltip in each of a hundred rows cost the first paint.
  return (
    <button
      type="button"
      className={ROW_ICON_BUTTON}
      aria-label={name}
      title={name}
      aria-pressed={watched}
      onClick={event => {
        stop(event);
        void watch.toggle(record);
      }}
    >
      {watched ? <NotificationsActiveIcon fontSize="inherit" /> : <NotificationsNoneIcon fontSize="inherit" />}
    </button>
  );
});
WatchRowButton.displayName = 'WatchRowButton';

/** The watched applications, listed with their last status, each removable: "Watching 2 (at most 10)". */
export const WatchesMenu = () => {
  const translate = useTranslate();
  const [watches, setWatches] = useWatches();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!watches.length) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<NotificationsActiveIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onClick={event => setAnchor(event.currentTarget)}
      >
        {translate('app.watch.menu', { count: watches.length, limit: WATCH_LIMIT })}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {watches.map(watch => (
          <MenuItem
            key={String(watch.id)}
            onClick={() => {
              const next = removeWatch(watches, watch.id);
              setWatches(next);
              if (!next.length) setAnchor(null);
            }}
          >
            {translate('app.watch.remove', { id: watch.id, status: watch.status ?? '-' })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/**
 * Reads each watched application at the poll rate while the tab is shown (a hidden tab asks
 * nothing) and tells when its run completes or fails. Side reads: a refusal never ends the
 * session, and a failed read is simply tried at the next poll. Mounted once, in the layout.
 */
export const WatchRunner = () => {
  const [watches, setWatches] = useWatches();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const visible = usePageVisible();
  const latest = useRef({ watches, setWatches });
  useEffect(() => {
    latest.current = { watches, setWatches };
  });
  const active = visible && watches.length > 0;
  // The first read is a poll interval after the runner starts (the watch itself read the status).
  const lastRead = useRef(0);
  useEffect(() => {
    lastRead.current = Date.now();
  }, []);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const check = async () => {
      const reads = await Promise.allSettled(
        latest.current.watches.map(watch =>
          dataProvider
            .getOne('applications', { id: watch.id, meta: SIDE_READ })
            .then(({ data }) => ({ watch, status: applicationStatus(data as StatusSource) })),
        ),
      );
      if (stopped) return;
      const statuses = new Map<string, string>();
      for (const read of reads) {
        if (read.status !== 'fulfilled') continue;
        const { watch, status } = read.value;
        statuses.set(String(watch.id), status);
        const outcome = runOutcome(watch.status, status);
        if (!outcome) continue;
        const key = outcome.kind === 'completed' ? 'app.watch.completed' : 'app.watch.failed';
        const args = { id: watch.id, code: outcome.kind === 'failed' ? outcome.code : '' };
        notify(key, { type: outcome.kind === 'completed' ? 'success' : 'error', messageArgs: args });
        if (browserNotifications() === 'granted') {
          try {
            new window.Notification(translate(key, args));
          } catch {
            // A browser that only notifies from a service worker: the in-app message stands.
          }
        }
      }
      const { watches: now, setWatches: save } = latest.current;
      if (now.some(watch => statuses.has(String(watch.id)) && statuses.get(String(watch.id)) !== watch.status))
        save(now.map(watch => ({ ...watch, status: statuses.get(String(watch.id)) ?? watch.status })));
    };
    // Every 30 s from the last read; back on a tab hidden for longer, one read at once.
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(
        () => {
          lastRead.current = Date.now();
          void check().finally(() => {
            if (!stopped) next();
          });
        },
        Math.max(0, lastRead.current + POLL_INTERVAL_MS - Date.now()),
      );
    };
    next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, dataProvider, notify, translate]);
  return null;
};
