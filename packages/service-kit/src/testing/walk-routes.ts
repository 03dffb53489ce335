import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../auth/access-policy.ts';

/** A route as registered: its method, URL, declared access and schema. */
export interface WalkedRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  schema: Record<string, unknown> | undefined;
}

/**
 * Collects every route registered on `app` and its child scopes from now on, with its declared
 * access and schema, so a test can walk all of them and a route added later is walked too. Call
 * it before the services register (an onRoute hook sees only routes added after it). HEAD
 * routes (Fastify's automatic twins of GET), the OpenAPI pages and the health probe are left out.
 */
export function walkRoutes(app: FastifyInstance): WalkedRoute[] {
  const routes: WalkedRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs') || route.url === '/api/health') return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, access: route.config?.access, schema: route.schema as Record<string, unknown> | undefined });
    }
  });
  return routes;
}
