import type { AnyDb } from '@ea/db';
import { type ColumnType, type Generated, type Kysely, type Selectable, sql } from 'kysely';
import type { TenantScope } from '../auth/tenant-scope.ts';

/** The audit table every service keeps in its own schema (see auditLogMigrations). */
export interface AuditLogTable {
  id: Generated<number>;
  occurred_at: ColumnType<Date, never, never>;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  channel_id: number | null;
  company_id: number | null;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  ip: string | null;
  request_id: string | null;
}

export type AuditRow = Selectable<AuditLogTable>;

export interface AuditQuery {
  scope: Pick<TenantScope, 'all' | 'channelId' | 'companyId'>;
  /** Only these actions (Create, Update, Delete, Read, …). */
  actions?: readonly string[] | undefined;
  /** Only this kind of target. */
  targetType?: string | undefined;
  /** Only these kinds of target: a module sharing its schema's log with another lists its own. */
  targetTypes?: readonly string[] | undefined;
  /** Substring of the actor's email, the target id, or the values before or after the change. */
  search?: string | undefined;
  /** Search only these fields of the values before and after (the whole values when absent). */
  searchKeys?: readonly string[] | undefined;
  page: number;
  limit: number;
  /**
   * Leave out the per-record entries a job of this kind wrote (their request id is
   * `<kind>-<run id>`): the run's own entry (target type `<kind>`) stands for them where a summary
   * would otherwise show nothing but one import's rows.
   */
  withoutRecordsOf?: string | undefined;
  /** Entries at or after this moment. */
  from?: Date | undefined;
  /** Entries before this moment. */
  to?: Date | undefined;
}

/**
 * One page of a schema's audit entries within the scope, newest first, and the total matching.
 * The scope confines entries to the caller's channel, and a single company's entries to that
 * company: it never reaches past the channel.
 */
export async function listAuditEntries(db: AnyDb, schema: string, query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const { scope } = query;
  if (!scope.all && scope.channelId === null) return { rows: [], total: 0 };
  const audit: Kysely<{ audit_log: AuditLogTable }> = db.withSchema(schema);
  const needle = query.search?.trim() ? `%${escapeLike(query.search.trim())}%` : undefined;
  const searched = (side: 'before' | 'after') =>
    query.searchKeys ? query.searchKeys.map((key) => sql<string>`${sql.ref(side)}->>${key}`) : [sql<string>`${sql.ref(side)}::text`];
  const base = audit
    .selectFrom('audit_log')
    .$if(!scope.all, (q) => q.where('channel_id', '=', scope.channelId!))
    .$if(!scope.all && scope.companyId !== null, (q) => q.where('company_id', '=', scope.companyId!))
    .$if(Boolean(query.actions?.length), (q) => q.where('action', 'in', query.actions!))
    .$if(query.from !== undefined, (q) => q.where('occurred_at', '>=', query.from!))
    .$if(query.to !== undefined, (q) => q.where('occurred_at', '<', query.to!))
    .$if(query.targetType !== undefined, (q) => q.where('target_type', '=', query.targetType!))
    .$if(query.targetTypes !== undefined, (q) => q.where('target_type', 'in', query.targetTypes!))
    .$if(query.withoutRecordsOf !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb('request_id', 'is', null),
          eb('target_type', '=', query.withoutRecordsOf!),
          eb('request_id', 'not like', `${escapeLike(query.withoutRecordsOf!)}-%`),
        ]),
      ),
    )
    .$if(needle !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb('actor_email', 'ilike', needle!),
          eb('target_id', 'ilike', needle!),
          ...[...searched('before'), ...searched('after')].map((value) => eb(value, 'ilike', needle!)),
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

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
