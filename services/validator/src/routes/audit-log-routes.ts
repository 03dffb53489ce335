import { AuditLogListSchema } from '@ea/contracts';
import { EASYVIEW_AUDIT_TARGETS, EasyViewAuditLogQuery } from '@ea/contracts/easyview';
import { callerOf, errorResponses, listAuditLog, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps.ts';
import { MODULE_ROUTES } from './module-access.ts';

/** A search matches project and file names before and after a change, besides actor and target. */
const SEARCHED_VALUES = ['name', 'project', 'fileName'] as const;

/**
 * EAsyView's audit log (/easyview/auditlog): its projects created, changed and deleted, filings
 * uploaded and viewed, within the caller's tenant scope. The schema's log holds the Validator's
 * entries too; only EAsyView's kinds of record are listed.
 */
export function registerAuditLogRoutes(scope: FastifyInstance, deps: ModuleDeps): void {
  const app = typedRoutes(scope);
  const { prefix, config } = MODULE_ROUTES[deps.module];
  const log = { db: deps.db, schema: deps.schema };

  app.get(
    `${prefix}/auditlog`,
    { config, schema: { querystring: EasyViewAuditLogQuery, response: { 200: AuditLogListSchema, ...errorResponses } } },
    (request) =>
      listAuditLog(
        { deps: log, caller: callerOf(request) },
        { ...request.query, searchKeys: SEARCHED_VALUES, targetTypes: EASYVIEW_AUDIT_TARGETS },
      ),
  );
}
