import type { LandingList } from '../lib/landingPreview';
import { landing as analyses } from './analyses/landing';
import { landing as applications } from './applications/landing';
import { landing as bankModules } from './bankmodules/landing';
import { landing as crawlers } from './crawlers/landing';
import { landing as labels } from './labels/landing';
import { landing as tokens } from './tokens/landing';

/**
 * The lists whose first page the entry asks for and draws before the signed-in app has loaded,
 * when the app opens on their address (app/landingPage.ts, docs/performance.md "The landing
 * preview"). Each is described in its own folder: `landing.ts` (small, in the entry: its endpoint,
 * its defaults) and `preview.tsx` (its columns as its table draws them, in the `preview` chunk).
 */
export const LANDING_LISTS: readonly LandingList[] = [applications, crawlers, analyses, labels, tokens, bankModules];
