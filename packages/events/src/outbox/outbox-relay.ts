import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { backoffMs, delay } from '../backoff.ts';
import type { EventBus } from '../event-bus.ts';
import { type EventsLogger, stderrLogger } from '../events-logger.ts';
import { envelopeFromRow, type OutboxRow } from './outbox-row.ts';

export interface OutboxRelayOptions {
  // biome-ignore lint/suspicious/noExplicitAny: every service's database type fits.
  db: Kysely<any>;
  /** The schemas whose outbox this relay publishes. */
  schemas: readonly string[];
  bus: EventBus;
  /** Rows published per transaction. Default 500. */
  batchSize?: number;
  /** How often to look for rows nobody nudged about. Default 1 s. */
  pollMs?: number;
  /** Longest wait between attempts while the bus is down. Default 30 s. */
  maxBackoffMs?: number;
  /**
   * How long a publish may take before the batch is rolled back and retried. A bus client that
   * retries by itself (Kafka's idempotent producer never gives up) would otherwise hold the
   * transaction open for the whole outage. Default 30 s.
   */
  publishTimeoutMs?: number;
  logger?: EventsLogger;
}

export interface OutboxRelay {
  /** Starts publishing in the background until stop(). */
  start(): void;
  /** Finishes the batch in progress and stops. */
  stop(): Promise<void>;
  /** Publishes now instead of at the next poll; call it after committing a transaction that appended events. */
  nudge(): void;
  /** Publishes everything unpublished once and returns how many events it published. Throws when the bus fails. */
  drainOnce(): Promise<number>;
}

/**
 * Publishes outbox rows to the bus in id order and marks them published, in one transaction per
 * batch: a row is marked only after the bus stored it, and a failed publish rolls the marks back,
 * so a bus outage loses nothing (a row may be published twice if the commit itself fails;
 * consumers dedupe by event id). A transaction-scoped advisory lock per schema lets only one relay
 * process work a schema at a time, which keeps the order. The transaction never waits on another
 * database connection, so it also works on embedded PGlite's single connection; while the bus is
 * down, the relay pings it before opening a transaction rather than holding one open meanwhile.
 */
export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { db, schemas, bus } = options;
  const batchSize = options.batchSize ?? 500;
  const pollMs = options.pollMs ?? 1_000;
  const backoff = { baseMs: Math.min(pollMs, 200), maxMs: options.maxBackoffMs ?? 30_000 };
  const logger = options.logger ?? stderrLogger;
  const publishTimeoutMs = options.publishTimeoutMs ?? 30_000;
  let busHealthy = true;
  let draining: Promise<unknown> = Promise.resolve();
  let loop: Promise<void> | undefined;
  let stopController = new AbortController();
  let wakeController = new AbortController();
  let nudged = false;

  async function publishBatch(schema: string): Promise<number | 'locked'> {
    if (!busHealthy) await bus.ping();
    return db.transaction().execute(async (trx) => {
      const lock = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext(${`outbox:${schema}`})) as locked`.execute(trx);
      if (!lock.rows[0]?.locked) return 'locked';
      const rows = (await trx
        .withSchema(schema)
        .selectFrom('outbox')
        .select(['id', 'event_id', 'topic', 'type', 'aggregate_type', 'aggregate_id', 'scope', 'payload', 'realtime', 'occurred_at'])
        .where('published_at', 'is', null)
        .orderBy('id')
        .limit(batchSize)
        .execute()) as OutboxRow[];
      if (rows.length === 0) return 0;
      try {
        await withTimeout(bus.publish(rows.map(envelopeFromRow)), publishTimeoutMs);
      } catch (error) {
        busHealthy = false;
        throw error;
      }
      if (!busHealthy) logger.info({ schema }, 'outbox relay publishing again');
      busHealthy = true;
      await trx
        .withSchema(schema)
        .updateTable('outbox')
        .set({ published_at: sql`now()` })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      return rows.length;
    });
  }

  async function drain(): Promise<number> {
    let published = 0;
    for (const schema of schemas) {
      for (;;) {
        const count = await publishBatch(schema);
        // Another relay process holds this schema: it publishes these rows.
        if (count === 'locked') break;
        published += count;
        if (count < batchSize) break;
      }
    }
    return published;
  }

  function drainOnce(): Promise<number> {
    // One drain at a time in this process; a call during a drain runs right after it.
    const next = draining.then(drain, drain);
    draining = next.catch(() => {});
    return next;
  }

  async function run(stop: AbortSignal): Promise<void> {
    let failures = 0;
    while (!stop.aborted) {
      try {
        await drainOnce();
        failures = 0;
      } catch (error) {
        failures++;
        logger.warn({ err: error, failures }, 'outbox relay could not publish; the rows stay unpublished and are retried');
        // Nudges do not shorten the backoff: while the bus is down every commit would nudge.
        await delay(backoffMs(failures, backoff), stop);
        continue;
      }
      if (nudged) {
        nudged = false;
        continue;
      }
      wakeController = new AbortController();
      await delay(pollMs, AbortSignal.any([stop, wakeController.signal]));
      nudged = false;
    }
  }

  return {
    start() {
      if (loop) return;
      stopController = new AbortController();
      loop = run(stopController.signal);
    },
    async stop() {
      stopController.abort();
      await loop;
      loop = undefined;
    },
    nudge() {
      nudged = true;
      wakeController.abort();
    },
    drainOnce,
  };
}

/**
 * Rejects when the publish takes longer than ms. The publish may still complete afterwards; the
 * rows then go out twice, which consumers absorb by event id.
 */
async function withTimeout(publish: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the bus did not confirm the publish within ${ms} ms`)), ms);
  });
  publish.catch(() => {});
  try {
    await Promise.race([publish, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
