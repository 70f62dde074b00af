import type { EarlyScreen } from '../lib/earlyScreen';
import { early as analysisStats } from '../custom-pages/analysis-stats/early';
import { early as dieds } from '../custom-pages/dieds/early';
import { early as metricModules } from '../custom-pages/metric-modules/early';
import { early as settings } from '../custom-pages/settings/early';
import { early as bankModules } from '../resources/bankmodules/early';

/**
 * The screens whose first GETs the entry asks for early (lib/earlyScreen.ts, ./landingPage.ts).
 * Each is described in its own folder (`early.ts`: small, it is in the entry).
 */
export const EARLY_SCREENS: readonly EarlyScreen[] = [bankModules, analysisStats, settings, metricModules, dieds];
