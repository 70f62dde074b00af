import type { LandingList } from '../../lib/landingPreview';
import { endpoint } from './endpoint';
import { listDefaults } from './listDefaults';

/** Opened on /crawlers, the entry asks for its first page and the banks at once and draws them (app/landingPage.ts). */
export const landing: LandingList = {
  name: 'crawlers',
  endpoint,
  listDefaults,
  banks: true,
  preview: () => import('./preview').then(module => module.preview),
};
