import { appendEvents, type NewEvent } from '@ea/events';
import type { Kysely, Transaction } from 'kysely';
import { type AuditActor, type AuditEntry, recordAudit } from '../audit/audit-log.ts';

/** A change's side records: audit entries and events, written in the change's own transaction. */
export interface ChangeRecords {
  audit: AuditEntry[];
  events: NewEvent[];
}

/** What a change is written with: the service's database, its schema (audit log, outbox) and the relay's wake-up. */
export interface ChangeDeps<Tables> {
  db: Kysely<Tables>;
  schema: string;
  /** Publishes the outbox rows just committed without waiting for the relay's poll. */
  outboxWritten(): void;
}

export const NO_RECORDS: ChangeRecords = { audit: [], events: [] };

/**
 * The one write path of a service: runs a change in one transaction together with its audit
 * entries and outbox events (all commit or none do), then wakes the outbox relay when events were
 * written. Every state change goes through it, job batches included.
 */
export async function commitChange<Tables, T>(
  deps: ChangeDeps<Tables>,
  actor: AuditActor,
  change: (trx: Transaction<Tables>) => Promise<{ result: T; records: ChangeRecords }>,
): Promise<T> {
  let eventsWritten = false;
  const result = await deps.db.transaction().execute(async (trx) => {
    const { result, records } = await change(trx);
    await recordAudit(trx, deps.schema, actor, records.audit);
    eventsWritten = (await appendEvents(trx, deps.schema, records.events)).length > 0;
    return result;
  });
  if (eventsWritten) deps.outboxWritten();
  return result;
}
