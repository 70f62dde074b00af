/**
 * Drafts of forms whose session ended (docs/product.md#session): what a person had typed when a
 * call answered 401, 403 or 502, kept in sessionStorage per user and per form until it is saved,
 * discarded or the person signs out. Never a password, a card, a secret or a token: those fields
 * are left out by name (`isSecretName`) and by the form (`changedEntries`' `excluded`).
 */

const PREFIX = 'draft:';

/** One changed field: its react-hook-form path (`ref`, `vendor.lookup_type`) and its value. */
export type DraftEntry = [path: string, value: unknown];

const store = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const userPrefix = (userId: string | number) => `${PREFIX}${encodeURIComponent(String(userId))}:`;
const keyOf = (userId: string | number, form: string) => `${userPrefix(userId)}${form}`;

const isEntry = (value: unknown): value is DraftEntry =>
  Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && value[0].length > 0;

/** The draft of `form` for `userId`, or null. A stored value that is not a draft is ignored. */
export const readDraft = (userId: string | number, form: string): DraftEntry[] | null => {
  const raw = store()?.getItem(keyOf(userId, form));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const entries = Array.isArray(parsed) ? parsed.filter(isEntry).filter(([path]) => !isSecretPath(path)) : [];
    return entries.length ? entries : null;
  } catch {
    return null;
  }
};

/** Keeps `entries` as the draft of `form` for `userId`; no entry removes the draft. */
export const writeDraft = (userId: string | number, form: string, entries: DraftEntry[]) => {
  const storage = store();
  if (!storage) return;
  const kept = entries.filter(([path]) => !isSecretPath(path));
  try {
    if (kept.length) storage.setItem(keyOf(userId, form), JSON.stringify(kept));
    else storage.removeItem(keyOf(userId, form));
  } catch {
    // A full or refused storage keeps nothing: the form behaves as it did before drafts.
  }
};

export const removeDraft = (userId: string | number, form: string) => store()?.removeItem(keyOf(userId, form));

/** Removes every draft of `userId`, or every draft of anyone when no user is given (sign-out). */
export const forgetDrafts = (userId?: string | number) => {
  const storage = store();
  if (!storage) return;
  const prefix = userId === undefined ? PREFIX : userPrefix(userId);
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  keys.forEach(key => storage.removeItem(key));
};

/**
 * Words that mark a field as a secret wherever they appear in its name (`password`,
 * `client_secret`, `apiKey`, `card_number`, `cvc`, `recaptcha`...).
 */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'pwd',
  'pass',
  'passphrase',
  'secret',
  'token',
  'key',
  'card',
  'cvc',
  'cvv',
  'cvv2',
  'iban',
  'pin',
  'otp',
  'captcha',
  'recaptcha',
  'credential',
  'credentials',
]);

/** The words of a field name: split at anything but letters and digits, and at camelCase humps. */
const wordsOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Whether a field name (one segment of a path) names a secret that a draft never keeps. */
export const isSecretName = (name: string): boolean => {
  const words = wordsOf(name);
  // `g-recaptcha-response`, `clientSecret`, `api_key`; also `apikey` and `passwordConfirm` written as one word.
  return words.some(
    word => SECRET_WORDS.has(word) || /^(password|passwd|secret|token|apikey|recaptcha|captcha|cardnumber)/.test(word),
  );
};

const isSecretPath = (path: string) => path.split('.').some(isSecretName);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** An empty input reads '', null or undefined depending on the input: all three are "nothing". */
const normalised = (value: unknown) => (value === undefined || value === null || value === '' ? null : value);

const sameValue = (a: unknown, b: unknown) => JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));

/** Whether a value survives JSON as it is (a File, a Blob or a class instance does not). */
const isStorable = (value: unknown): boolean => {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isStorable);
  return isPlainObject(value) && Object.values(value).every(isStorable);
};

/**
 * The fields of `values` that differ from `initial` (the form's saved or default values), leaf by
 * leaf through plain objects, arrays whole; a field that is a secret by name, one `excluded`
 * names (a path or any of its segments) and a value JSON cannot keep are left out.
 */
export const changedEntries = (
  values: unknown,
  initial: unknown,
  excluded: ReadonlySet<string> = new Set(),
): DraftEntry[] => {
  const entries: DraftEntry[] = [];
  const walk = (value: unknown, before: unknown, path: string[]) => {
    if (path.length) {
      const name = path[path.length - 1];
      if (isSecretName(name) || excluded.has(name) || excluded.has(path.join('.'))) return;
    }
    if (isPlainObject(value)) {
      for (const [name, child] of Object.entries(value))
        walk(child, isPlainObject(before) ? before[name] : undefined, [...path, name]);
      return;
    }
    if (!path.length || sameValue(value, before) || !isStorable(value)) return;
    entries.push([path.join('.'), value === undefined ? null : value]);
  };
  walk(values, initial, []);
  return entries;
};
