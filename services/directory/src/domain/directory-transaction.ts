import type { AnyDb } from '@ea/db';
import { appendEvents, type NewEvent } from '@ea/events';
import { type AuditActor, type AuditEntry, recordAudit } from '@ea/service-kit';
import type { Transaction } from 'kysely';
import type { DirectoryTables } from '../db/directory-database.ts';
import { DIRECTORY_SCHEMA } from '../migrations/directory-migrations.ts';
import type { DirectoryDeps } from './directory-deps.ts';

/** A change's side records: audit entries and events, written in the change's own transaction. */
export interface ChangeRecords {
  audit: AuditEntry[];
  events: NewEvent[];
}

/**
 * Runs a change in one transaction together with its audit entries and outbox events (all commit
 * or none do), then wakes the outbox relay.
 */
export async function commitChange<T>(
  deps: DirectoryDeps,
  actor: AuditActor,
  change: (trx: Transaction<DirectoryTables>) => Promise<{ result: T; records: ChangeRecords }>,
): Promise<T> {
  const result = await deps.db.transaction().execute(async (trx) => {
    const { result, records } = await change(trx);
    const executor = trx as unknown as AnyDb;
    await recordAudit(executor, DIRECTORY_SCHEMA, actor, records.audit);
    await appendEvents(executor, DIRECTORY_SCHEMA, records.events);
    return result;
  });
  deps.outboxWritten();
  return result;
}
