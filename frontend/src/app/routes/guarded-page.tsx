import type { ComponentType, LazyExoticComponent } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../paths.ts';
import { canAccess, type RouteAccess } from '../session/route-access.ts';
import { useSessionUser } from '../session/session-context.tsx';

/** Renders a route's page only when its guard admits the user; the page's code is fetched only then. */
export function GuardedPage({ access, Page }: { access: RouteAccess; Page: LazyExoticComponent<ComponentType> }) {
  const user = useSessionUser();
  if (!user) return null;
  if (!canAccess(user, access)) return <Navigate to={paths.notFound} replace />;
  return <Page />;
}
