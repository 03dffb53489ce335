import type { AnyDb } from '@ea/db';
import { pruneEventTables } from '@ea/events';
import {
  defineProcessor,
  type HousekeepingPayload,
  type HousekeepingResult,
  type HousekeepingSchemaResult,
  housekeepingQueue,
  type WorkerContext,
} from '@ea/jobs';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes, in each given schema, outbox rows published before the cutoff and inbox rows processed
 * before it (unpublished outbox rows stay, however old: the relay still owes them). A schema
 * without the event tables is reported with nulls instead of failing the run, so housekeeping
 * keeps working while a service is not yet migrated. Deleting is idempotent, so a rerun after a
 * crash is harmless.
 */
export const housekeepingProcessor = defineProcessor<HousekeepingPayload, HousekeepingResult, Pick<WorkerContext, 'db'>>(
  housekeepingQueue,
  ({ db }) =>
    async ({ data, progress }) => {
      const retentionMs = data.retentionDays * DAY_MS;
      const cutoff = new Date(Date.now() - retentionMs);
      const schemas: HousekeepingSchemaResult[] = [];
      for (const [index, schema] of data.schemas.entries()) {
        if (await hasEventTables(db, schema)) {
          const pruned = await pruneEventTables(db, schema, { outboxRetentionMs: retentionMs, inboxRetentionMs: retentionMs });
          schemas.push({ schema, outboxDeleted: pruned.outbox, inboxDeleted: pruned.inbox });
        } else {
          schemas.push({ schema, outboxDeleted: null, inboxDeleted: null });
        }
        await progress(Math.round(((index + 1) / data.schemas.length) * 100));
      }
      return { cutoff: cutoff.toISOString(), schemas };
    },
);

async function hasEventTables(db: AnyDb, schema: string): Promise<boolean> {
  const rows = await db
    .withSchema('information_schema')
    .selectFrom('tables')
    .select('table_name')
    .where('table_schema', '=', schema)
    .where('table_name', 'in', ['outbox', 'inbox'])
    .execute();
  return rows.length === 2;
}
