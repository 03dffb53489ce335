import type { TenantScope } from '@ea/service-kit';
import { type Selectable, sql } from 'kysely';
import type { AuditLogTable, DirectoryExecutor } from './directory-database.ts';

export type AuditRow = Selectable<AuditLogTable>;

export interface AuditQuery {
  scope: TenantScope;
  /** Only these actions (Create, Update, Delete, Read, …). */
  actions?: string[] | undefined;
  /** Only this kind of target (company, channel, bulk-import). */
  targetType?: string | undefined;
  /** Substring of the actor's email, the target id or the name before or after. */
  search?: string | undefined;
  page: number;
  limit: number;
  /**
   * Leave out the per-record entries a bulk import writes: its run's own entry stands for them
   * where a summary (the dashboard) would otherwise show nothing but one import's rows.
   */
  withoutImportedRecords?: boolean;
}

/** One page of audit entries within the caller's scope, newest first, and the total matching. */
export async function listAuditEntries(ex: DirectoryExecutor, query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const { scope } = query;
  if (!scope.all && scope.channelId === null) return { rows: [], total: 0 };
  const needle = query.search?.trim() ? `%${query.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const base = ex
    .selectFrom('directory.audit_log')
    // A single company's entries only while they are its channel's: the scope never reaches past the channel.
    .$if(!scope.all, (q) => q.where('channel_id', '=', scope.channelId!))
    .$if(!scope.all && scope.companyId !== null, (q) => q.where('company_id', '=', scope.companyId!))
    .$if(Boolean(query.actions?.length), (q) => q.where('action', 'in', query.actions!))
    .$if(query.targetType !== undefined, (q) => q.where('target_type', '=', query.targetType!))
    .$if(query.withoutImportedRecords === true, (q) =>
      q.where((eb) =>
        eb.or([eb('request_id', 'is', null), eb('target_type', '=', 'bulk-import'), eb('request_id', 'not like', 'bulk-import-%')]),
      ),
    )
    .$if(needle !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb('actor_email', 'ilike', needle!),
          eb('target_id', 'ilike', needle!),
          eb(sql<string>`"before"->>'name'`, 'ilike', needle!),
          eb(sql<string>`"after"->>'name'`, 'ilike', needle!),
        ]),
      ),
    );
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
