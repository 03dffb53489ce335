import { hostname } from 'node:os';
import type { EventEnvelope } from '@ea/contracts';
import { DIRECTORY_EVENTS, DIRECTORY_TOPIC, DirectoryAggregates } from '@ea/contracts/directory';
import type { AnyDb } from '@ea/db';
import { consumeOnce, type EventBus, eventReader, type Subscription } from '@ea/events';
import type { JobLogger } from '@ea/jobs';
import { type Kysely, type Migration, sql } from 'kysely';

/**
 * A service's projection of the directory's companies: which channel each company is in and
 * whether it is deleted, learnt from the directory's company events (each carries the company's
 * whole state, so applying them in the aggregate's order leaves the latest). Tenant scope of any
 * record that belongs to a company is decided against it. Read-your-writes: a write naming a
 * company first catches the projection up from the bus (see `catchUpDirectory`), so a company
 * created a moment ago is never reported unknown to its creator.
 */
export interface ProjectedCompany {
  id: number;
  channelId: number;
  deleted: boolean;
}

/** The table `<schema>.companies` (id, channel_id, deleted, updated_at) the projection keeps. */
export function companyProjectionMigration(schema: string): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
    async up(db: Kysely<any>) {
      await db.schema
        .withSchema(schema)
        .createTable('companies')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('channel_id', 'integer', (c) => c.notNull())
        .addColumn('deleted', 'boolean', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  };
}

/** The directory's events as its contract types them; null for any other or a payload the contract refuses. */
const readDirectoryEvent = eventReader(DIRECTORY_EVENTS);

/**
 * Applies a directory company event to `<schema>.companies`, once per `consumer` however often it
 * arrives (the subscription and a catch-up may both deliver it). Answers false for any other
 * event, so a service that projects more of the directory handles the rest itself.
 */
export async function applyCompanyEvent(db: AnyDb, schema: string, consumer: string, envelope: EventEnvelope): Promise<boolean> {
  const event = readDirectoryEvent(envelope);
  if (event === null) return false;
  switch (event.type) {
    case 'company.created':
    case 'company.updated':
    case 'company.deleted':
    case 'company.restored': {
      const { id, channelId, deleted } = event.payload;
      await consumeOnce(db, schema, consumer, event, (trx) => upsertCompany(trx, schema, { id, channelId, deleted }));
      return true;
    }
    default:
      return false;
  }
}

async function upsertCompany(db: AnyDb, schema: string, company: ProjectedCompany): Promise<void> {
  const values = { channel_id: company.channelId, deleted: company.deleted, updated_at: new Date() };
  await db
    .withSchema(schema)
    .insertInto('companies')
    .values({ id: company.id, ...values })
    .onConflict((c) => c.column('id').doUpdateSet(values))
    .execute();
}

/** The company as the projection knows it; undefined when it never heard of it. */
export async function findProjectedCompany(db: AnyDb, schema: string, id: number): Promise<ProjectedCompany | undefined> {
  const row = await db
    .withSchema(schema)
    .selectFrom('companies')
    .select(['id', 'channel_id', 'deleted'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { id: row.id, channelId: row.channel_id, deleted: row.deleted } : undefined;
}

/**
 * How long a write waits for a directory record its projection does not show. The directory
 * answers its creator once the change is committed and wakes its outbox relay, which publishes
 * within tens of milliseconds, or at its next poll (1 s) when another process's relay held the
 * directory's outbox at that moment. A record still absent after this is taken as unknown.
 */
export const DIRECTORY_WAIT_MS = 1_500;

/**
 * Brings a projection up to date with one directory aggregate, whatever the service's consumer
 * group member is doing: the aggregate's events the group `group` has not finished are handed to
 * `handler` at once (through the same inbox as the member's); when there are none, it waits up to
 * `waitMs` for the next. A projection that lags (the member behind a backlog, or a dead
 * process still holding the partition leases until they expire) is thus caught up for the record
 * a write names. A failure to read the bus is logged and the projection answers as it is.
 */
export async function catchUpDirectory(
  options: { bus: EventBus; group: string; handler: (event: EventEnvelope) => Promise<void>; log: JobLogger },
  aggregateType: 'channel' | 'company',
  id: number,
  waitMs: number,
): Promise<void> {
  try {
    await options.bus.catchUp({
      topic: DIRECTORY_TOPIC,
      group: options.group,
      aggregateType: aggregateType === 'company' ? DirectoryAggregates.company : DirectoryAggregates.channel,
      aggregateId: String(id),
      handler: options.handler,
      waitMs,
    });
  } catch (error) {
    options.log.warn({ err: error, aggregateType, id }, 'could not catch the directory projection up');
  }
}

export interface CompanyProjection {
  /** Keeps the projection in step with the directory's events, as the consumer group named for the service. */
  subscribe(): Promise<Subscription>;
  /** The company as the projection knows it now. */
  find(id: number): Promise<ProjectedCompany | undefined>;
  /**
   * The company once the projection has caught up with what the directory committed: a company
   * it does not show is waited for (at most DIRECTORY_WAIT_MS); one it shows may have moved or
   * been deleted since, so what is already on the bus is applied without waiting. Call it before
   * the write's transaction: the catch-up applies events in transactions of its own.
   */
  readYourWrites(id: number): Promise<ProjectedCompany | undefined>;
}

/**
 * The company projection of a service that needs nothing else of the directory: `<schema>.companies`
 * fed by the consumer group `group` (the service's name), its inbox consumer `<group>-companies`.
 */
export function companyProjection(options: { bus: EventBus; db: AnyDb; schema: string; group: string; log: JobLogger }): CompanyProjection {
  const { bus, db, schema, group } = options;
  const consumer = `${group}-companies`;
  const handler = async (event: EventEnvelope) => {
    await applyCompanyEvent(db, schema, consumer, event);
  };
  const find = (id: number) => findProjectedCompany(db, schema, id);
  return {
    subscribe: () => bus.subscribe({ topic: DIRECTORY_TOPIC, group, consumer: `${group}-${hostname()}-${process.pid}`, handler }),
    find,
    async readYourWrites(id) {
      const shown = await find(id);
      await catchUpDirectory({ bus, group, handler, log: options.log }, 'company', id, shown ? 0 : DIRECTORY_WAIT_MS);
      return find(id);
    },
  };
}
