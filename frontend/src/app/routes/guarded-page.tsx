import { type ComponentType, type LazyExoticComponent, useMemo } from 'react';
import { Navigate, type Params, useParams } from 'react-router-dom';
import { preload } from 'swr';
import type { ModuleRoute } from '../navigation/route-types.ts';
import { paths } from '../paths.ts';
import { canAccess, type RouteAccess } from '../session/route-access.ts';
import { useSessionClient, useSessionUser } from '../session/session-context.tsx';

/**
 * Renders a route's page only when its guard admits the user; the page's code is fetched only
 * then, and with it the data the route says the page reads first.
 */
export function GuardedPage({
  access,
  Page,
  prefetch,
}: {
  access: RouteAccess;
  Page: LazyExoticComponent<ComponentType>;
  prefetch: ModuleRoute['prefetch'];
}) {
  const user = useSessionUser();
  const session = useSessionClient();
  const params = useParams();
  const admitted = user !== null && canAccess(user, access);
  // Started while rendering, not in an effect: an effect runs only once the page's chunk has
  // arrived and the page has asked for the same data itself. Until the page's useSWR takes a
  // preloaded request, every preload of its key answers that one request; once per address.
  const paramsKey = JSON.stringify(params);
  useMemo(() => {
    if (!admitted || !prefetch) return;
    prefetch(JSON.parse(paramsKey) as Params, <T,>(key: string) => preload(key, (k: string) => session.json<T>(k)));
  }, [admitted, prefetch, paramsKey, session]);
  if (!user) return null;
  if (!admitted) return <Navigate to={paths.notFound} replace />;
  return <Page />;
}
