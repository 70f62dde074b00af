import { usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { landingRoute } from '../providers/permissions';
import { Level } from '../types';
import { SessionGate } from './SessionGate';
import { LoadingPage } from './StatusScreens';

const LevelRedirect = () => {
  const { permissions, isPending } = usePermissions<Level>();
  if (isPending) return <LoadingPage />;
  return <Navigate to={landingRoute(typeof permissions === 'number' ? permissions : Level.NONE)} replace />;
};

/**
 * The Admin dashboard: `/` redirects by level (docs/product.md#routes). It goes through the
 * session gate like every protected page, so that a server outage at start-up offers a retry
 * (docs/product.md, decision 15) rather than a redirect by the level of nobody.
 */
export const RootRedirect = () => (
  <SessionGate>
    <LevelRedirect />
  </SessionGate>
);
