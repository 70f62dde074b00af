import type { EarlyScreen } from '../../lib/earlyScreen';
import { FIRST_ASKS } from '../../providers/firstAsks';
import { Level } from '../../types';

/** Opened on /metricmodules by staff, the entry asks for the metrics' statuses and the vendors at once. */
export const early: EarlyScreen = {
  segment: 'metricmodules',
  level: Level.STAFF,
  asks: [FIRST_ASKS.metricStatuses, FIRST_ASKS.vendorChoices],
};
