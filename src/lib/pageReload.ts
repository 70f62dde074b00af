/**
 * Reloads the page: what is left to do when a part of the app's code could not be loaded (see
 * components/useLoadedPart.ts). An object, so that tests can watch the call (jsdom implements no
 * navigation, and its `location.reload` cannot be replaced).
 */
export const pageReload = {
  reload: () => window.location.reload(),
};

/**
 * A failed dynamic import (a screen's or a part's chunk the network lost, or a file a new deploy
 * removed), by the browsers' own words: Chromium's, Firefox's and Safari's. Such a failure stays
 * for the page's life (the browser keeps a module's failed fetch), so the way on is a reload.
 */
export const isLostChunk = (error: unknown): boolean =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    error.message,
  );
