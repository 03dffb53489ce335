/**
 * A consumer process for the crash tests: it joins a Redis Streams consumer group, records every
 * delivery, applies each event through consumeOnce, and then lingers before the acknowledgement so
 * a kill often lands between "applied" and "acknowledged". SIGTERM closes it cleanly.
 *
 * Environment: DATABASE_URL, REDIS_URL, EVENTS_PREFIX, EVENTS_TOPIC, EVENTS_SCHEMA, HANDLE_DELAY_MS.
 */
import { openDatabase } from '@ea/db';
import { consumeOnce } from '../inbox/consume-once.ts';
import { createRedisStreamsBus } from '../redis-streams/redis-streams-bus.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const schema = required('EVENTS_SCHEMA');
const delayMs = Number(process.env.HANDLE_DELAY_MS ?? '0');
const database = await openDatabase({ url: required('DATABASE_URL'), poolSize: 8 });
const bus = createRedisStreamsBus({
  redis: required('REDIS_URL'),
  prefix: required('EVENTS_PREFIX'),
  partitions: 4,
  leaseMs: 1_000,
  blockMs: 200,
  batchSize: 20,
});

const subscription = await bus.subscribe({
  topic: required('EVENTS_TOPIC'),
  group: 'projector',
  consumer: `process-${process.pid}`,
  handler: async (event) => {
    await database.db.withSchema(schema).insertInto('deliveries').values({ event_id: event.id, pid: process.pid }).execute();
    await consumeOnce(database.db, schema, 'projector', event, async (trx) => {
      await trx
        .withSchema(schema)
        .insertInto('applied')
        .values({ event_id: event.id, aggregate_id: event.aggregateId, seq: (event.payload as { seq: number }).seq })
        .execute();
    });
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  },
});

process.once('SIGTERM', async () => {
  await subscription.close();
  await bus.close();
  await database.close();
  process.exit(0);
});

process.stdout.write('ready\n');
