import type { LandingList } from '../../lib/landingPreview';
import { endpoint } from './endpoint';
import { listDefaults } from './listDefaults';

/** Opened on /applications, the entry asks for its first page and the banks at once and draws them (app/landingPage.ts). */
export const landing: LandingList = {
  name: 'applications',
  endpoint,
  listDefaults,
  banks: true,
  preview: () => import('./preview').then(module => module.preview),
};
