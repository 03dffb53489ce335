import type { AuditAction } from '@ea/contracts';
import type { AnyDb } from '@ea/db';
import { type Kysely, type Migration, sql } from 'kysely';

/** The audit table a service keeps in its own schema; add it to the service's migrations. */
export function auditLogMigrations(schema: string): Record<string, Migration> {
  return {
    '0001_audit_log': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .withSchema(schema)
          .createTable('audit_log')
          .addColumn('id', 'bigserial', (c) => c.primaryKey())
          .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .addColumn('actor_id', 'text')
          .addColumn('actor_email', 'text')
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('target_type', 'text', (c) => c.notNull())
          .addColumn('target_id', 'text')
          .addColumn('channel_id', 'integer')
          .addColumn('company_id', 'integer')
          .addColumn('before', 'jsonb')
          .addColumn('after', 'jsonb')
          .addColumn('ip', 'text')
          .addColumn('request_id', 'text')
          .execute();
        await db.schema.withSchema(schema).createIndex('audit_log_occurred_at').on('audit_log').column('occurred_at').execute();
        await db.schema.withSchema(schema).createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id']).execute();
      },
    },
  };
}

/** Who did it, from where: taken from the request (see auditActor). */
export interface AuditActor {
  actorId: string | null;
  actorEmail: string | null;
  ip: string | null;
  requestId: string | null;
}

export interface AuditEntry {
  /** Audit actions of the spec, plus identity events (SignIn, SignInFailed, PasswordChange, Unlock, RoleChange). */
  action: AuditAction | string;
  targetType: string;
  targetId?: string | number | null;
  channelId?: number | null;
  companyId?: number | null;
  before?: unknown;
  after?: unknown;
}

const INSERT_CHUNK = 1_000;

/**
 * Writes audit rows: one for a single change, many for a batch (a bulk import audits every record
 * it creates) in few statements. Call it with the use case's transaction so the audit entries and
 * the change commit together (or neither does).
 */
export async function recordAudit(executor: AnyDb, schema: string, actor: AuditActor, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const all = Array.isArray(entries) ? entries : [entries];
  for (let start = 0; start < all.length; start += INSERT_CHUNK) {
    await executor
      .withSchema(schema)
      .insertInto('audit_log')
      .values(all.slice(start, start + INSERT_CHUNK).map((entry) => auditRow(actor, entry)))
      .execute();
  }
}

function auditRow(actor: AuditActor, entry: AuditEntry) {
  return {
    actor_id: actor.actorId,
    actor_email: actor.actorEmail,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    channel_id: entry.channelId ?? null,
    company_id: entry.companyId ?? null,
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
    ip: actor.ip,
    request_id: actor.requestId,
  };
}
