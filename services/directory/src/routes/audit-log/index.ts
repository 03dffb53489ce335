import { AuditLogListSchema, FEATURE_AUDIT_LOG } from '@ea/contracts';
import { CompanyAuditLogQuery } from '@ea/contracts/directory';
import { callerOf, errorResponses, listAuditLog, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { DirectoryDeps } from '../../deps.ts';

/** A search matches the record names before and after a change (company and channel names), besides actor and target. */
const SEARCHED_VALUES = ['name'] as const;

/**
 * The company audit log (/companies/auditlog): changes and reads of companies, channels and
 * imports. Needs Feature_AuditLog; a reviewer-only user holding it reads its own company's entries.
 */
export function registerAuditLogRoutes(scope: FastifyInstance, deps: DirectoryDeps): void {
  typedRoutes(scope).get(
    '/api/companies/auditlog',
    {
      config: { access: { feature: FEATURE_AUDIT_LOG } },
      schema: { querystring: CompanyAuditLogQuery, response: { 200: AuditLogListSchema, ...errorResponses } },
    },
    (request) => listAuditLog({ deps, caller: callerOf(request) }, { ...request.query, searchKeys: SEARCHED_VALUES }),
  );
}
