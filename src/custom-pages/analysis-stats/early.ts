import type { EarlyScreen } from '../../lib/earlyScreen';
import { FIRST_ASKS } from '../../providers/firstAsks';
import { Level } from '../../types';

/** Opened on /analysis-stats by staff, the entry asks for the statistics' first page at once. */
export const early: EarlyScreen = {
  segment: 'analysis-stats',
  level: Level.STAFF,
  asks: [FIRST_ASKS.analysisStatistics],
};
