import { firstPageParams, storedListParams } from '../lib/firstPage';
import { landingPreview, type LandingAnswers } from '../lib/landingPreview';
import { listQuery } from '../providers/drf';
import { askEarly, tokenStorage } from '../providers/http';
import { endpoint } from '../resources/applications/endpoint';
import { listDefaults } from '../resources/applications/listDefaults';
import { endpoint as banksEndpoint } from '../resources/banks/endpoint';

/** The list most sessions land on (the root sends vendors there), by its address. */
const LANDING = { name: 'applications', path: '/applications', endpoint, listDefaults } as const;

/**
 * docs/performance.md: opened on the landing list with a session, the entry asks for the list's
 * first page at once, beside the identity, while the signed-in app's scripts still load (on a
 * phone they take seconds). It asks with the very parameters the list will (lib/firstPage: the
 * address, else what the store keeps, else the defaults), so the list's first-page request
 * (layout/FirstPagePrefetch) takes this answer from providers/http instead of asking again; the
 * session rules of that request apply to it as to any (a refusal here ends nothing by itself).
 * The banks list, which names the Bank column, is asked for the same way (as components/BankName
 * asks for it). `pathname` is the address within the app (without its base path).
 */
export const askLandingPageEarly = (
  { pathname, search }: { pathname: string; search: string },
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): LandingAnswers | null => {
  if (pathname !== LANDING.path || !tokenStorage.get()) return null;
  const params = firstPageParams(search, storedListParams(LANDING.name, storage), LANDING.listDefaults);
  return {
    params,
    list: askEarly(LANDING.endpoint.path, listQuery(params, LANDING.endpoint)),
    banks: askEarly(banksEndpoint.path),
  };
};

/**
 * The landing list's rows drawn while the signed-in app loads (lib/landingPreview.ts), from the
 * answers asked for above, by a script of their own (./LandingPreview.tsx), loaded now.
 */
export const previewLandingPage = (answers: LandingAnswers) => {
  landingPreview.wait();
  import('./LandingPreview').then(
    module => module.prepareLandingPreview(answers),
    () => landingPreview.end(),
  );
};
