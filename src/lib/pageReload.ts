/**
 * Reloads the page: what is left to do when a part of the app's code could not be loaded (see
 * components/useLoadedPart.ts). An object, so that tests can watch the call (jsdom implements no
 * navigation, and its `location.reload` cannot be replaced).
 */
export const pageReload = {
  reload: () => window.location.reload(),
};
