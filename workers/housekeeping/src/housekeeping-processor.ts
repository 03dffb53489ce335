import type { AnyDb } from '@ea/db';
import { defineProcessor, type HousekeepingSchemaResult, housekeepingQueue } from '@ea/jobs';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface HousekeepingDeps {
  db: AnyDb;
}

/**
 * Deletes, in each given schema, outbox rows published before the cutoff and inbox rows processed
 * before it. Unpublished outbox rows are never touched, however old: the relay still owes them.
 * A schema without one of the tables is reported with null for it, so housekeeping keeps working
 * while a service is not yet migrated. Deleting is idempotent, so a rerun after a crash is harmless.
 */
export function createHousekeepingProcessor({ db }: HousekeepingDeps) {
  return defineProcessor(housekeepingQueue, async ({ data, progress }) => {
    const cutoff = new Date(Date.now() - data.retentionDays * DAY_MS);
    const schemas: HousekeepingSchemaResult[] = [];
    for (const [index, schema] of data.schemas.entries()) {
      const tables = await tablesIn(db, schema);
      const outboxDeleted = tables.has('outbox')
        ? await db.withSchema(schema).deleteFrom('outbox').where('published_at', '<', cutoff).executeTakeFirst()
        : null;
      const inboxDeleted = tables.has('inbox')
        ? await db.withSchema(schema).deleteFrom('inbox').where('processed_at', '<', cutoff).executeTakeFirst()
        : null;
      schemas.push({
        schema,
        outboxDeleted: outboxDeleted ? Number(outboxDeleted.numDeletedRows) : null,
        inboxDeleted: inboxDeleted ? Number(inboxDeleted.numDeletedRows) : null,
      });
      await progress(Math.round(((index + 1) / data.schemas.length) * 100));
    }
    return { cutoff: cutoff.toISOString(), schemas };
  });
}

async function tablesIn(db: AnyDb, schema: string): Promise<Set<string>> {
  const rows = await db
    .withSchema('information_schema')
    .selectFrom('tables')
    .select('table_name')
    .where('table_schema', '=', schema)
    .where('table_name', 'in', ['outbox', 'inbox'])
    .execute();
  return new Set(rows.map((r) => String(r.table_name)));
}
