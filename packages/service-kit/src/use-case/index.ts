/**
 * What use cases and jobs import from the kit: nothing here loads Fastify, so a worker process
 * running a service's jobs never loads the HTTP stack.
 */
export { type AuditActor, type AuditEntry, auditLogMigrations, recordAudit } from '../audit/audit-log.ts';
export type { AuditLogTable } from '../audit/audit-log-repository.ts';
export { type AuditLogDeps, type AuditLogRequest, listAuditLog } from '../audit/list-audit-log.ts';
export { type TenantScope, tenantScope } from '../auth/tenant-scope.ts';
export type { Caller, UseCaseContext } from './caller.ts';
export { type ChangeDeps, type ChangeRecords, commitChange, NO_RECORDS } from './commit-change.ts';
