import type { FirstAsk } from '../providers/firstAsks';
import type { Level } from '../types';

/**
 * A screen whose first GETs the entry asks for before the screen's code has loaded, once the
 * identity says the person may open it (app/landingPage.ts, docs/performance.md "Early asks"): a
 * screen with no landing preview still gets its answers while its scripts load and the app
 * starts, instead of after. Described in the screen's folder (`early.ts`), listed in
 * app/earlyScreens.ts.
 */
export interface EarlyScreen {
  /** The first segment of the screen's addresses within the app: `bankmodules` (and `/bankmodules/...`). */
  segment: string;
  /** The level the screen asks of the person (its registry access): below it nothing is asked. */
  level: Level;
  /** The GETs the screen makes first, as its provider methods make them (providers/firstAsks.ts). */
  asks: readonly FirstAsk[];
}
