import { brandForRedirect } from '@ea/contracts';
import { Navigate, useLocation, useMatches } from 'react-router-dom';
import { LazyAppLayout } from '../layout/lazy-app-layout.ts';
import { loginWithReturn } from '../paths.ts';
import { useSessionClient, useSessionUser } from '../session/session-context.tsx';

/**
 * Signed-in area: without a session the visit goes to a login carrying the address, encoded: the
 * login of the brand of this browser's last session, or the default one. Routes
 * marked for it (easyview content, EA-Forms) pick the brand from `cname` (spec §2).
 */
export function SessionBoundary() {
  const user = useSessionUser();
  const session = useSessionClient();
  const location = useLocation();
  const matches = useMatches();
  if (user) return <LazyAppLayout />;
  const branded = matches.some((match) => (match.handle as { brandRedirect?: boolean } | undefined)?.brandRedirect === true);
  // A session that ended sends its user back to the login of its own brand.
  const brand = branded ? brandForRedirect(new URLSearchParams(location.search).get('cname')) : (session.lastBrand ?? 'default');
  return <Navigate to={loginWithReturn(brand, `${location.pathname}${location.search}`)} replace />;
}
