import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, IconButton, Snackbar, type SnackbarCloseReason } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import {
  autoHideDuration,
  isDuplicateNotification,
  MAX_VISIBLE_NOTIFICATIONS,
  notificationText,
  type StampedNotification,
} from '../lib/notificationText';

interface Shown extends StampedNotification {
  key: number;
  open: boolean;
  undoable: boolean;
  undone: boolean;
  element?: ReactNode;
  hideAfter: number | null;
}

const RECENT_LIMIT = 20;

/**
 * Replaces react-admin's one-at-a-time snackbar: up to three notifications stacked (docs/product.md#layout),
 * suppressed and deduplicated by the rules of `lib/notificationText`.
 * An undoable notification commits its mutation when it closes, as react-admin's does; only one
 * is shown at a time because react-admin hands the pending mutations out in order.
 */
export const NotificationStack = () => {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown[]>([]);
  const recent = useRef<StampedNotification[]>([]);
  const nextKey = useRef(0);

  useEffect(() => {
    if (!notifications.length) return;
    const open = shown.filter(item => item.open);
    const added: Shown[] = [];
    let consumed = 0;
    for (const payload of notifications) {
      if (open.length + added.length >= MAX_VISIBLE_NOTIFICATIONS) break;
      const item = toShown(payload, translate, nextKey.current);
      if (item?.undoable && [...shown, ...added].some(other => other.undoable)) break;
      consumed += 1;
      if (!item || (!item.undoable && isDuplicateNotification(item, [...open, ...added], recent.current))) continue;
      nextKey.current += 1;
      added.push(item);
      recent.current = [...recent.current, item].slice(-RECENT_LIMIT);
    }
    if (consumed) setNotifications(queue => queue.slice(consumed));
    if (added.length) setShown(current => [...current, ...added]);
  }, [notifications, shown, setNotifications, translate]);

  const hasUndoable = shown.some(item => item.undoable && !item.undone);
  useEffect(() => {
    if (!hasUndoable) return;
    // Leaving the page would drop the pending mutation: the browser asks first, as react-admin's does.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUndoable]);

  const close = useCallback((key: number, undone = false) => {
    setShown(current =>
      current.map(item => (item.key === key ? { ...item, open: false, undone: item.undone || undone } : item)),
    );
  }, []);

  const exited = (item: Shown) => {
    if (item.undoable && !item.undone) takeMutation()?.({ isUndo: false });
    setShown(current => current.filter(other => other.key !== item.key));
  };

  const undo = (item: Shown) => {
    takeMutation()?.({ isUndo: true });
    close(item.key, true);
  };

  const newestOpen = [...shown].reverse().find(item => item.open)?.key;
  const onClose = (key: number) => (_: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere closes nothing; Escape closes only the newest, not the whole stack.
    if (reason === 'clickaway' || (reason === 'escapeKeyDown' && key !== newestOpen)) return;
    close(key);
  };

  if (!shown.length) return null;
  return (
    <Box
      role="region"
      aria-label={translate('app.shell.notifications')}
      sx={{
        position: 'fixed',
        bottom: 16,
        left: 16,
        right: 16,
        zIndex: 'snackbar',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      {shown.map(item => (
        <CloseNotificationContext.Provider key={item.key} value={() => close(item.key)}>
          <Snackbar
            open={item.open}
            autoHideDuration={item.hideAfter}
            onClose={onClose(item.key)}
            disableWindowBlurListener={item.undoable}
            message={item.element ? undefined : item.text}
            slotProps={{
              transition: { onExited: () => exited(item) },
              content: { className: `RaNotification-${item.type}`, sx: contentColour(item.type) },
            }}
            sx={theme => ({ ...stacked, [theme.breakpoints.up('sm')]: stacked })}
            action={
              <>
                {item.undoable ? (
                  <Button color="inherit" size="small" onClick={() => undo(item)}>
                    {translate('ra.action.undo')}
                  </Button>
                ) : null}
                <IconButton
                  color="inherit"
                  size="small"
                  aria-label={translate('ra.action.close')}
                  onClick={() => close(item.key)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            }
          >
            {item.element ? <div>{item.element}</div> : undefined}
          </Snackbar>
        </CloseNotificationContext.Provider>
      ))}
    </Box>
  );
};

/** Inside the fixed stack each snackbar flows instead of pinning itself to the window's edge. */
const stacked = {
  position: 'static',
  transform: 'none',
  left: 'auto',
  right: 'auto',
  bottom: 'auto',
  top: 'auto',
  pointerEvents: 'auto',
} as const;

const contentColour = (type: string) =>
  type === 'success' || type === 'error' || type === 'warning'
    ? { bgcolor: `${type}.main`, color: `${type}.contrastText` }
    : undefined;

const toShown = (
  payload: NotificationPayload,
  translate: (key: string, options?: object) => string,
  key: number,
): Shown | null => {
  const { message, type, notificationOptions: options = {} } = payload;
  const timestamp = typeof options.timestamp === 'number' ? options.timestamp : Date.now();
  const base = {
    key,
    open: true,
    type,
    timestamp,
    undoable: !!options.undoable,
    undone: false,
    hideAfter: autoHideDuration(type, options.autoHideDuration),
  };
  if (typeof message !== 'string') return message ? { ...base, text: '', element: message } : null;
  const text = notificationText({ message, type, messageArgs: options.messageArgs }, translate);
  // An undoable notification is never dropped: closing it is what commits the mutation.
  if (text === null) return options.undoable ? { ...base, text: translate(message) } : null;
  return { ...base, text };
};
