import type { AccessClaims, AuditEntryView } from '@ea/contracts';
import { tenantScope } from '@ea/service-kit';
import { sql } from 'kysely';
import type { IdentityDb } from '../db/identity-database.ts';

/** The Users audit log (page, actionfilter, limit, type, search), newest first, within the caller's tenant. */
export async function listAuditLog(options: {
  db: IdentityDb;
  claims: AccessClaims;
  query: { page?: number; actionfilter?: string; limit?: number; type?: string; search?: string };
}) {
  const { db, claims, query } = options;
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const scope = tenantScope(claims);
  const actions = (query.actionfilter ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const search = query.search?.trim();
  const base = db
    .selectFrom('audit_log')
    .$if(!scope.all, (q) => q.where('channel_id', '=', scope.channelId ?? -1))
    .$if(actions.length > 0, (q) => q.where('action', 'in', actions))
    .$if(Boolean(query.type), (q) => q.where('target_type', '=', query.type!))
    .$if(Boolean(search), (q) => {
      const like = `%${search!.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return q.where((eb) =>
        eb.or([
          eb('actor_email', 'ilike', like),
          eb('target_id', 'ilike', like),
          eb(sql`"before"::text`, 'ilike', like),
          eb(sql`"after"::text`, 'ilike', like),
        ]),
      );
    });
  const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const items: AuditEntryView[] = rows.map((r) => ({
    id: r.id,
    occurredAt: r.occurred_at.toISOString(),
    actorId: r.actor_id,
    actorEmail: r.actor_email,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    before: r.before,
    after: r.after,
    ip: r.ip,
  }));
  return { items, total, page, limit };
}
