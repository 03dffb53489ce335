import type { CompanyAuditEntry } from '@ea/contracts';
import { tenantScope } from '@ea/service-kit';
import { type AuditRow, listAuditEntries } from '../db/audit-log-repository.ts';
import type { Caller, DirectoryDeps } from './directory-deps.ts';

export function auditEntryView(row: AuditRow): CompanyAuditEntry {
  return {
    id: row.id,
    occurredAt: row.occurred_at.toISOString(),
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    channelId: row.channel_id,
    companyId: row.company_id,
    before: row.before,
    after: row.after,
  };
}

export interface AuditLogOptions {
  deps: DirectoryDeps;
  caller: Caller;
  page: number;
  limit: number;
  actions?: string[] | undefined;
  type?: string | undefined;
  search?: string | undefined;
}

/** The company audit log entries the caller may see (its channel's; admins all), newest first. */
export async function listAuditLog(options: AuditLogOptions) {
  const { rows, total } = await listAuditEntries(options.deps.db, {
    scope: tenantScope(options.caller.claims),
    actions: options.actions,
    targetType: options.type,
    search: options.search,
    page: options.page,
    limit: options.limit,
  });
  return { items: rows.map(auditEntryView), total, page: options.page, limit: options.limit };
}
