import { lazyNamed } from '../../lib/lazyNamed';

/** The application's view, lazy: its own module so that the list can preload it after its paint. */
export const ApplicationShowScreen = lazyNamed(() => import('./ApplicationShow'), 'ApplicationShow');
