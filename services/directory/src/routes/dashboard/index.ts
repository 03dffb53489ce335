import { DashboardSchema } from '@ea/contracts/directory';
import { callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { DirectoryDeps } from '../../deps.ts';
import { dashboardSummary } from '../../domain/dashboard/dashboard-summary.ts';

/** The dashboard's directory figures for the signed-in user. */
export function registerDashboardRoutes(scope: FastifyInstance, deps: DirectoryDeps): void {
  typedRoutes(scope).get(
    '/api/dashboard',
    { config: { access: {} }, schema: { response: { 200: DashboardSchema, ...errorResponses } } },
    (request) => dashboardSummary({ deps, caller: callerOf(request) }),
  );
}
