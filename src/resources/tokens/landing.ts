import type { LandingList } from '../../lib/landingPreview';
import { endpoint } from './endpoint';
import { listDefaults } from './listDefaults';

/** Opened on /tokens, the entry asks for its first page at once and draws it (app/landingPage.ts). */
export const landing: LandingList = {
  name: 'tokens',
  endpoint,
  listDefaults,
  preview: () => import('./preview').then(module => module.preview),
};
