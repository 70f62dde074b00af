import { Suspense, type ReactNode } from 'react';
import { lazyNamed } from '../lib/lazyNamed';
import { LoadingPage } from './StatusScreens';

const AppLayout = lazyNamed(() => import('./AppLayout'), 'AppLayout');

/**
 * The layout (top bar, sidebar, menu) loads with the first protected page, not with /login: the
 * sign-in pages stay light (issue 2, performance).
 */
export const LazyLayout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<LoadingPage />}>
    <AppLayout>{children}</AppLayout>
  </Suspense>
);
