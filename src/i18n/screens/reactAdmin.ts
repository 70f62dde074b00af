import englishMessages from 'ra-language-english';

/** A message tree, as the catalogue takes one (i18nProvider's `addMessages`). */
interface Messages {
  [key: string]: string | Messages;
}

/**
 * react-admin's own English messages (`ra.*`: buttons, lists, forms, validation, notices), with the
 * product's wording where it differs. Only the signed-in app's screens show them (signup, reset and
 * the shared link among them: they load with it), so they join the catalogue with the screens'
 * (src/AdminUI.tsx) and /login's script, which shows none of them, does not carry them
 * (docs/performance.md). First in `screenMessages`: a screen's file may word a key its own way.
 *
 * Typed as a plain tree: ra-language-english's type lets any key be absent (`string | undefined`),
 * while every message it ships is a string.
 */
export const reactAdmin = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    page: {
      ...englishMessages.ra.page,
      not_found: 'Page not found',
      error: 'Error',
      access_denied: 'You are not authorised to access this page',
      empty: 'No data available',
    },
    navigation: {
      ...englishMessages.ra.navigation,
      no_results: 'No data available',
    },
  },
} as object as Messages;
