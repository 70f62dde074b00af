import { firstPageParams, storedListParams } from '../lib/firstPage';
import { landingPreview, type LandingAnswers } from '../lib/landingPreview';
import { listFirstAsk } from '../providers/firstAsks';
import { askEarly, tokenStorage } from '../providers/http';
import { endpoint as banksEndpoint } from '../resources/banks/endpoint';
import { LANDING_LISTS } from '../resources/landing';
import type { AppAuthProvider } from '../providers/authProvider';
import { Level } from '../types';
import { authProvider } from './base';
import { EARLY_SCREENS } from './earlyScreens';

/**
 * Runs `ask` for a person who has `required`: at once when this browser knows they have it (the
 * identity's last answer for this token, knownLevel), else once the identity says so; refused
 * (rejected) otherwise. What the entry asks for a staff screen waits on this.
 */
const forLevel = <T>(
  auth: Pick<AppAuthProvider, 'level' | 'knownLevel'>,
  required: Level,
  ask: () => T | Promise<T>,
): Promise<T> =>
  (auth.knownLevel() ?? Level.NONE) >= required
    ? Promise.resolve(ask())
    : auth.level().then(granted => (granted >= required ? ask() : Promise.reject(new Error('level'))));

/**
 * docs/performance.md: opened on a landing list (resources/landing.ts; most sessions land on
 * Applications) with a session, the entry asks for the list's first page at once, beside the
 * identity, while the signed-in app's scripts still load (on a phone they take seconds). It asks
 * with the very parameters the list will (lib/firstPage: the address, else what the store keeps,
 * else the defaults), so the list's first-page request (layout/FirstPagePrefetch) takes this
 * answer from providers/http instead of asking again; the session rules of that request apply to
 * it as to any (a refusal here ends nothing by itself). The banks list, which names a Bank column,
 * is asked for the same way (as components/BankName asks for it) when the list has one.
 * `pathname` is the address within the app (without its base path).
 */
export const askLandingPageEarly = (
  { pathname, search }: { pathname: string; search: string },
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): LandingAnswers | null => {
  const landing = LANDING_LISTS.find(list => pathname === `/${list.name}`);
  if (!landing || !tokenStorage.get()) return null;
  const params = firstPageParams(search, storedListParams(landing.name, storage), landing.listDefaults);
  const first = listFirstAsk(landing.endpoint, params);
  const ask = () => askEarly(first.path, first.query);
  // A staff list is asked for only for someone who may read it: at once when this browser knows
  // they may (the identity's last answer for this token, knownLevel), else once the identity
  // answers. A refusal here is the preview's to end on (prepareLandingPreview), nobody else's.
  const list = landing.level ? forLevel(authProvider, landing.level, ask) : ask();
  list.catch(() => undefined);
  return {
    landing,
    params,
    list,
    banks: landing.banks ? askEarly(banksEndpoint.path) : null,
  };
};

/**
 * The landing list's rows drawn while the signed-in app loads (lib/landingPreview.ts), from the
 * answers asked for above, by a script of their own (./LandingPreview.tsx, with the list's own
 * description, resources/<name>/preview.tsx: one chunk), loaded now.
 */
export const previewLandingPage = (answers: LandingAnswers) => {
  landingPreview.wait();
  Promise.all([import('./LandingPreview'), answers.landing.preview()]).then(
    ([module, spec]) => module.prepareLandingPreview(answers, spec),
    () => landingPreview.end(),
  );
};

/**
 * docs/performance.md "Early asks": opened on a screen that describes its first GETs
 * (./earlyScreens.ts) with a session, the entry asks for them while the screen's scripts still
 * load and the app starts, for a person who may open the screen: at once when this browser knows
 * their level (`knownLevel`), else once the identity says it (`level`). The screen's provider
 * methods then take these answers (providers/http). A person below the screen's level asks for
 * nothing: the screen refuses them without asking, as before. Null when the address names no such
 * screen or there is no session; else settled once the asks are made (or given up).
 */
export const askScreenEarly = (
  { pathname }: { pathname: string },
  auth: Pick<AppAuthProvider, 'level' | 'knownLevel'> = authProvider,
): Promise<void> | null => {
  const segment = pathname.split('/')[1];
  const screen = EARLY_SCREENS.find(candidate => candidate.segment === segment);
  if (!screen || !tokenStorage.get()) return null;
  const ask = () => screen.asks.forEach(first => void askEarly(first.path, first.query));
  return forLevel(auth, screen.level, ask).catch(() => undefined);
};
