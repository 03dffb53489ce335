import { DashboardSchema } from '@ea/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { dashboardSummary } from '../../domain/dashboard-summary.ts';
import type { DirectoryDeps } from '../../domain/directory-deps.ts';
import { callerOf } from '../shared/caller.ts';
import { errorResponses } from '../shared/common-schema.ts';

/** The dashboard's directory figures for the signed-in user. */
export async function registerDashboardRoutes(scope: FastifyInstance, deps: DirectoryDeps): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/dashboard',
    { config: { access: {} }, schema: { response: { 200: DashboardSchema, ...errorResponses } } },
    async (request) => dashboardSummary({ deps, caller: callerOf(request) }),
  );
}
