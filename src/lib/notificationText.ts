import { SILENT_ERROR_KEY } from '../providers/sessionRule';

/**
 * The rules of the notification stack (docs/product.md#layout and #messages), kept pure so they are
 * table-tested: which messages never show, how raw error text is worded, which are duplicates.
 */
export const MAX_VISIBLE_NOTIFICATIONS = 3;
export const ERROR_TOAST_LIMIT = 100;

const CATALOGUE_KEY = /^(ra|app|resources)\.[\w.]+$/;

/** JavaScript internal errors that reach a notification by accident (an undefined-reading error). */
const INTERNAL_ERRORS = [
  /Cannot read propert(?:y|ies) (?:'[^']*' )?of (?:undefined|null)/i,
  /(?:undefined|null) is not an object/i,
];

export const isCatalogueKey = (message: string): boolean => CATALOGUE_KEY.test(message);

export const isSuppressedMessage = (message: string): boolean =>
  message === SILENT_ERROR_KEY || INTERNAL_ERRORS.some(pattern => pattern.test(message));

/** docs/product.md#messages: the toast carries at most 100 characters of the message, then "...". */
export const truncateMessage = (message: string, limit = ERROR_TOAST_LIMIT): string =>
  message.length > limit ? `${message.slice(0, limit)}...` : message;

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface NotificationInput {
  message: string;
  type: string;
  messageArgs?: Record<string, unknown>;
}

/**
 * The text a notification shows, or null when it is suppressed. Catalogue keys are translated
 * with their arguments as react-admin does; raw error text (a server's detail, an exception's
 * message) becomes "An error occured: {message}", cut to 100 characters.
 */
export const notificationText = (
  { message, type, messageArgs }: NotificationInput,
  translate: Translate,
): string | null => {
  const raw = message.trim();
  if (!raw || isSuppressedMessage(raw)) return null;
  // A message about a call that ended the session ("Export failed: {message}") says nothing either.
  if (Object.values(messageArgs ?? {}).some(value => value === SILENT_ERROR_KEY)) return null;
  if (isCatalogueKey(raw)) {
    const text = translate(raw, messageArgs);
    return isSuppressedMessage(text) ? null : text;
  }
  if (type === 'error') return translate('app.message.error_toast', { message: truncateMessage(raw) });
  // Raw informational text is shown as it is: polyglot would read "%{...}" in it as a placeholder.
  return raw;
};

export interface StampedNotification {
  /** Set by the caller (`notify(msg, { timestamp })`) or on arrival. */
  timestamp: number;
  type: string;
  text: string;
}

/**
 * A notification is shown once: one carrying the timestamp and text of one already shown (the
 * same notification dispatched again) or the same type and text as one still visible is dropped.
 */
export const isDuplicateNotification = (
  candidate: StampedNotification,
  visible: StampedNotification[],
  recent: StampedNotification[] = [],
): boolean =>
  visible.some(shown => shown.type === candidate.type && shown.text === candidate.text) ||
  [...visible, ...recent].some(shown => shown.timestamp === candidate.timestamp && shown.text === candidate.text);

/** How long a notification stays: errors a little longer, so they can be read. */
export const autoHideDuration = (type: string, requested: number | null | undefined): number | null => {
  if (requested !== undefined) return requested;
  return type === 'error' ? 8000 : 4000;
};
