import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@ea/contracts';
import type { Kysely, Transaction } from 'kysely';

/** What a service states about an event; the outbox adds its id and time. */
export type NewEvent<T = unknown> = Omit<EventEnvelope<T>, 'id' | 'occurredAt'>;

/**
 * Writes events to `<schema>.outbox` inside the caller's transaction, the one that makes the state
 * change they describe: both commit or neither does. The relay publishes them after the commit
 * (call its nudge() then to publish at once). Returns the full envelopes, in the order given.
 */
export async function appendEvents<T>(
  // biome-ignore lint/suspicious/noExplicitAny: every service's database type fits.
  trx: Transaction<any> | Kysely<any>,
  schema: string,
  events: NewEvent<T>[],
): Promise<EventEnvelope<T>[]> {
  if (events.length === 0) return [];
  const occurredAt = new Date().toISOString();
  const envelopes = events.map((event): EventEnvelope<T> => ({ ...event, id: randomUUID(), occurredAt }));
  // Bounded statements: Postgres takes at most 65,535 parameters per statement.
  for (let start = 0; start < envelopes.length; start += INSERT_CHUNK) {
    await insertRows(trx, schema, envelopes.slice(start, start + INSERT_CHUNK));
  }
  return envelopes;
}

const INSERT_CHUNK = 1_000;

// biome-ignore lint/suspicious/noExplicitAny: see appendEvents.
async function insertRows(trx: Transaction<any> | Kysely<any>, schema: string, envelopes: EventEnvelope[]): Promise<void> {
  await trx
    .withSchema(schema)
    .insertInto('outbox')
    .values(
      envelopes.map((event) => ({
        event_id: event.id,
        topic: event.topic,
        type: event.type,
        aggregate_type: event.aggregateType,
        aggregate_id: event.aggregateId,
        scope: JSON.stringify(event.scope),
        payload: JSON.stringify(event.payload ?? null),
        realtime: event.realtime === undefined ? null : JSON.stringify(event.realtime),
        occurred_at: event.occurredAt,
      })),
    )
    .execute();
}
