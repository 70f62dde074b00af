import type { EarlyScreen } from '../../lib/earlyScreen';
import { FIRST_ASKS, wholeListFirstAsk } from '../../providers/firstAsks';
import { Level } from '../../types';
import { endpoint } from './endpoint';

/** Opened on /bankmodules by staff, the entry asks for the whole list's first page and the ratios at once. */
export const early: EarlyScreen = {
  segment: 'bankmodules',
  level: Level.STAFF,
  asks: [wholeListFirstAsk(endpoint), FIRST_ASKS.bankRatios],
};
