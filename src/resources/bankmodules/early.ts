import type { EarlyScreen } from '../../lib/earlyScreen';
import { FIRST_ASKS } from '../../providers/firstAsks';
import { Level } from '../../types';

/** Opened on /bankmodules by staff, the entry asks for the ratios at once (the list itself: ./landing.ts). */
export const early: EarlyScreen = {
  segment: 'bankmodules',
  level: Level.STAFF,
  asks: [FIRST_ASKS.bankRatios],
};
