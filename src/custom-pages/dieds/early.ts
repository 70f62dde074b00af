import type { EarlyScreen } from '../../lib/earlyScreen';
import { FIRST_ASKS } from '../../providers/firstAsks';
import { Level } from '../../types';

/** Opened on /dieds by staff, the entry asks for the vendors (the form's first choice) at once. */
export const early: EarlyScreen = {
  segment: 'dieds',
  level: Level.STAFF,
  asks: [FIRST_ASKS.vendors],
};
