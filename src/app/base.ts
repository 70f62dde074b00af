import { createAuthProvider } from '../providers/authProvider';
import { lazyDataProvider } from '../providers/lazyDataProvider';

/**
 * What the sign-in page needs of the composition: the providers. The registries and everything
 * built from them (the access table, the endpoint map, the menu) are in `./composition`, loaded
 * with the signed-in screens (`../AdminUI.tsx`), so that /login's script carries none of them
 * (docs/performance.md). Nothing on /login asks for them: canAccess and the dataProvider's
 * methods are only called by signed-in screens, and they wait for the load.
 */
export const loadComposition = () => import('./composition');

export const authProvider = createAuthProvider(async () => (await loadComposition()).accessTable);

export const dataProvider = lazyDataProvider(async () => (await loadComposition()).dataProvider);
