import type { LandingList } from '../../lib/landingPreview';
import { Level } from '../../types';
import { endpoint } from './endpoint';
import { listDefaults } from './listDefaults';

/**
 * Opened on /bankmodules by staff, the entry asks for the whole list's first page as soon as the
 * identity says staff, and draws it (app/landingPage.ts); the ratios are asked for beside it
 * (./early.ts).
 */
export const landing: LandingList = {
  name: 'bankmodules',
  endpoint,
  listDefaults,
  level: Level.STAFF,
  preview: () => import('./preview').then(module => module.preview),
};
