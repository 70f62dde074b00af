import { Navigate } from 'react-router-dom';
import { landingRoute, Level } from '../providers/permissions';

/**
 * The Admin dashboard: `/` redirects by level (docs/product.md#routes). react-admin renders it through
 * WithPermissions, which has checked the session and passes the level.
 */
export const RootRedirect = ({ permissions }: { permissions?: unknown }) => (
  <Navigate to={landingRoute(typeof permissions === 'number' ? (permissions as Level) : Level.NONE)} replace />
);
