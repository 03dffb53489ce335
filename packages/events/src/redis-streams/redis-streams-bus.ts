import type { EventEnvelope } from '@ea/contracts';
import { encodeEnvelope } from '../envelope-codec.ts';
import type { CatchUpOptions, EventBus, SubscribeOptions, Subscription } from '../event-bus.ts';
import { type EventsLogger, stderrLogger } from '../events-logger.ts';
import { defaultHandlerRetry, type HandlerRetryPolicy } from '../handler-retry.ts';
import { catchUpAggregate } from './aggregate-catch-up.ts';
import { RedisGroupMember } from './group-member.ts';
import { partitionOf } from './partition-of.ts';
import { closeRedis, openRedis, type RedisTarget } from './redis-connection.ts';
import { streamKeys } from './stream-keys.ts';

export interface RedisStreamsBusOptions {
  /** A redis:// URL or ioredis options. */
  redis: RedisTarget;
  /** Prefix of every key, so several deployments or test runs share one Redis safely. Default "events". */
  prefix?: string;
  /**
   * Streams per topic. Only the first user of a topic decides: the count is stored in Redis and
   * every later publisher and consumer uses the stored one, so they always agree. Default 8.
   */
  partitions?: number;
  /** How long a partition stays with a member that stopped renewing (crashed). Default 10 s. */
  leaseMs?: number;
  /** Longest blocking read; bounds how long close() waits for an idle reader. Default 2 s. */
  blockMs?: number;
  /** Entries read at once per partition. Default 100. */
  batchSize?: number;
  /** Handler retries before an event goes to the topic's dead-letter stream. */
  retry?: Partial<HandlerRetryPolicy>;
  logger?: EventsLogger;
}

/**
 * The default event bus, on Redis Streams. Each topic is split into partitions by a hash of the
 * aggregate id; within a consumer group a partition is worked by one member at a time (a renewed
 * lease), so the events of one aggregate are handled in order even with many members. Entries are
 * acknowledged only after the handler resolved; what a dead member left unacknowledged goes to the
 * partition's next holder. A handler that keeps failing is retried with backoff, then its event is
 * copied to `<prefix>:<topic>:dead-letter` with the error and acknowledged.
 */
export function createRedisStreamsBus(options: RedisStreamsBusOptions): EventBus {
  const prefix = options.prefix ?? 'events';
  const logger = options.logger ?? stderrLogger;
  const requestedPartitions = options.partitions ?? 8;
  if (!Number.isInteger(requestedPartitions) || requestedPartitions < 1) throw new Error('partitions must be a positive integer');
  const publisher = openRedis(options.redis, 'events:publisher', logger);
  const partitionCounts = new Map<string, number>();
  const members = new Set<RedisGroupMember>();
  const retry: HandlerRetryPolicy = { ...defaultHandlerRetry, ...options.retry };

  async function partitionsOf(topic: string): Promise<number> {
    const known = partitionCounts.get(topic);
    if (known !== undefined) return known;
    const previous = (await publisher.call('SET', streamKeys.partitionCount(prefix, topic), String(requestedPartitions), 'NX', 'GET')) as
      | string
      | null;
    const count = previous === null ? requestedPartitions : Number(previous);
    if (count !== requestedPartitions) {
      logger.warn(
        { topic, stored: count, requested: requestedPartitions },
        'topic already has another partition count; using the stored one',
      );
    }
    partitionCounts.set(topic, count);
    return count;
  }

  return {
    kind: 'redis',

    async publish(events: EventEnvelope[]): Promise<void> {
      if (events.length === 0) return;
      const counts = new Map<string, number>();
      for (const topic of new Set(events.map((event) => event.topic))) counts.set(topic, await partitionsOf(topic));
      // One MULTI: the events are stored all together and in the order given, or not at all.
      const transaction = publisher.multi();
      for (const event of events) {
        const partition = partitionOf(event.aggregateId, counts.get(event.topic)!);
        transaction.xadd(streamKeys.partition(prefix, event.topic, partition), '*', 'event', encodeEnvelope(event));
      }
      const results = await transaction.exec();
      if (!results) throw new Error('redis discarded the publish transaction');
      for (const [error] of results) if (error) throw error;
    },

    async subscribe(subscribeOptions: SubscribeOptions): Promise<Subscription> {
      const member = await RedisGroupMember.join(
        {
          target: options.redis,
          prefix,
          partitions: await partitionsOf(subscribeOptions.topic),
          leaseMs: options.leaseMs ?? 10_000,
          blockMs: options.blockMs ?? 2_000,
          batchSize: options.batchSize ?? 100,
          retry,
          logger,
        },
        subscribeOptions,
      );
      members.add(member);
      return {
        close: async () => {
          members.delete(member);
          await member.close();
        },
      };
    },

    async catchUp(catchUpOptions: CatchUpOptions): Promise<number> {
      const partition = partitionOf(catchUpOptions.aggregateId, await partitionsOf(catchUpOptions.topic));
      return catchUpAggregate(publisher, streamKeys.partition(prefix, catchUpOptions.topic, partition), catchUpOptions);
    },

    async ping(): Promise<void> {
      await publisher.ping();
    },

    async close(): Promise<void> {
      await Promise.all([...members].map((member) => member.close()));
      members.clear();
      await closeRedis(publisher);
    },
  };
}
