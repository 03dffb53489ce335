import { AuditLogListSchema, FEATURE_AUDIT_LOG } from '@ea/contracts';
import { CompanyAuditLogExportQuery, CompanyAuditLogQuery, CompanyHistoryQuery } from '@ea/contracts/directory';
import { ApiErrorRef, Binary, callerOf, errorResponses, IdParams, listAuditLog, sendAttachment, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { DirectoryDeps } from '../../deps.ts';
import { listCompanyHistory } from '../../domain/companies/list-company-history.ts';
import { exportCompanyAuditLog } from '../../domain/exports/export-company-audit-log.ts';

/** A search matches the record names before and after a change (company and channel names), besides actor and target. */
const SEARCHED_VALUES = ['name'] as const;

/**
 * The company audit log (/companies/auditlog): changes and reads of companies, channels and
 * imports; and one company's history. Needs Feature_AuditLog; a reviewer-only user holding it reads its own company's entries.
 */
export function registerAuditLogRoutes(scope: FastifyInstance, deps: DirectoryDeps): void {
  const app = typedRoutes(scope);
  const access = { access: { feature: FEATURE_AUDIT_LOG } };

  app.get(
    '/api/companies/auditlog',
    { config: access, schema: { querystring: CompanyAuditLogQuery, response: { 200: AuditLogListSchema, ...errorResponses } } },
    (request) => listAuditLog({ deps, caller: callerOf(request) }, { ...request.query, searchKeys: SEARCHED_VALUES }),
  );

  /** The same entries as a file; more than LIST_EXPORT_MAX_ROWS matching is refused with 422. */
  app.get(
    '/api/companies/auditlog/export',
    { config: access, schema: { querystring: CompanyAuditLogExportQuery, response: { 200: Binary, ...errorResponses, 422: ApiErrorRef } } },
    async (request, reply) =>
      sendAttachment(
        reply,
        await exportCompanyAuditLog({ deps, caller: callerOf(request) }, { ...request.query, searchKeys: SEARCHED_VALUES }),
      ),
  );

  /** One company's history on its page: its changes without the reads; another tenant's company is a 404. */
  app.get(
    '/api/company/:id/auditlog',
    {
      config: access,
      schema: { params: IdParams, querystring: CompanyHistoryQuery, response: { 200: AuditLogListSchema, ...errorResponses } },
    },
    (request) => listCompanyHistory({ deps, caller: callerOf(request) }, { ...request.query, id: request.params.id }),
  );
}
