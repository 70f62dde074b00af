import type { EarlyScreen } from '../../lib/earlyScreen';
import { FIRST_ASKS } from '../../providers/firstAsks';
import { Level } from '../../types';

/** Opened on /settings (any tab) by staff, the entry asks for the settings at once. */
export const early: EarlyScreen = {
  segment: 'settings',
  level: Level.STAFF,
  asks: [FIRST_ASKS.vendorSettings],
};
