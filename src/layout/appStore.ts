import { localStorageStore, type Store } from 'react-admin';

/** Store keys that are the device's, not the signed-in user's: they outlive a logout. */
export const DEVICE_KEYS = ['theme'] as const;

/**
 * `store` whose `reset()` (react-admin's logout empties the store: lists' filters, columns and
 * other per-user preferences) keeps the values under `keys`.
 */
export const keepOnReset = (store: Store, keys: readonly string[]): Store => ({
  ...store,
  reset: () => {
    const kept = keys.map(key => [key, store.getItem<unknown>(key)] as const);
    store.reset();
    for (const [key, value] of kept) if (value !== undefined) store.setItem(key, value);
  },
});

/**
 * The app's store in the browser: localStorage, as `<Admin>` has by default (AdminContext alone
 * would keep it in memory and lose every preference on reload), with the theme choice kept over
 * a logout (docs/screens/theme.md).
 */
export const createAppStore = (): Store => keepOnReset(localStorageStore(), DEVICE_KEYS);
