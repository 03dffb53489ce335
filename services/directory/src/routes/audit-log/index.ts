import { CompanyAuditLogPageSchema, FEATURE_AUDIT_LOG } from '@ea/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { DirectoryDeps } from '../../domain/directory-deps.ts';
import { listAuditLog } from '../../domain/list-audit-log.ts';
import { callerOf } from '../shared/caller.ts';
import { errorResponses } from '../shared/common-schema.ts';
import { AuditLogQuery } from './schema.ts';

/**
 * The company audit log (/companies/auditlog): changes and reads of companies, channels and
 * imports. Needs Feature_AuditLog; a reviewer-only user holding it reads its own company's entries.
 */
export async function registerAuditLogRoutes(scope: FastifyInstance, deps: DirectoryDeps): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/companies/auditlog',
    {
      config: { access: { feature: FEATURE_AUDIT_LOG } },
      schema: { querystring: AuditLogQuery, response: { 200: CompanyAuditLogPageSchema, ...errorResponses } },
    },
    async (request) => {
      const { page, limit, actionfilter, type, search } = request.query;
      const actions = actionfilter
        ?.split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      return listAuditLog({ deps, caller: callerOf(request), page, limit, actions, type, search });
    },
  );
}
