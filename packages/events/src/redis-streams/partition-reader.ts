import type { EventEnvelope } from '@ea/contracts';
import type Redis from 'ioredis';
import { delay } from '../backoff.ts';
import { decodeEnvelope } from '../envelope-codec.ts';
import type { EventHandler } from '../event-bus.ts';
import type { EventsLogger } from '../events-logger.ts';
import { type HandlerRetryPolicy, handleWithRetries } from '../handler-retry.ts';
import { ackWithLeaseScript } from './lease-scripts.ts';
import { partitionConsumer, streamKeys } from './stream-keys.ts';

export interface PartitionReaderOptions {
  redis: Redis;
  prefix: string;
  topic: string;
  partition: number;
  group: string;
  /** The lease value proving this member holds the partition. */
  token: string;
  handler: EventHandler;
  retry: HandlerRetryPolicy;
  batchSize: number;
  blockMs: number;
  logger: EventsLogger;
}

interface StreamEntry {
  id: string;
  /** null when the entry was trimmed from the stream while still pending. */
  fields: string[] | null;
}

/**
 * Works one partition of a topic for one consumer group while its member holds the lease: first
 * the entries a previous holder read but never acknowledged, then new ones, one at a time, so the
 * events of an aggregate are handled in order. Stopping lets the running handler finish; whatever
 * was read and not handled stays pending for the next holder.
 */
export class PartitionReader {
  private readonly stopController = new AbortController();
  /** True while a blocking read waits on this reader's own connection. */
  private blocked = false;
  private readonly stream: string;
  private readonly leaseKey: string;
  readonly done: Promise<void>;

  constructor(private readonly options: PartitionReaderOptions) {
    this.stream = streamKeys.partition(options.prefix, options.topic, options.partition);
    this.leaseKey = streamKeys.lease(options.prefix, options.topic, options.partition, options.group);
    this.done = this.run();
  }

  get partition(): number {
    return this.options.partition;
  }

  get redis(): Redis {
    return this.options.redis;
  }

  get stopped(): boolean {
    return this.stopController.signal.aborted;
  }

  /**
   * Resolves once the handler in flight (if any) has finished and no more entries will be read.
   * An idle reader's blocking read is cut by dropping its connection (no one else uses it) rather
   * than waited out: a shutdown would otherwise take up to blockMs per consumer group. Entries that
   * read might have returned stay pending for the next holder, as any unacknowledged one does.
   */
  stop(): Promise<void> {
    this.stopController.abort();
    if (this.blocked) this.options.redis.disconnect();
    return this.done;
  }

  private async run(): Promise<void> {
    const { logger, topic, partition, group } = this.options;
    const stop = this.stopController.signal;
    // '0' walks this partition's pending entries; '>' asks for entries never delivered to the group.
    let cursor = '0';
    let failures = 0;
    while (!stop.aborted) {
      let entries: StreamEntry[];
      try {
        this.blocked = cursor === '>';
        entries = await this.read(cursor);
        failures = 0;
      } catch (error) {
        failures++;
        if (stop.aborted) break;
        logger.warn({ err: error, topic, partition, group }, 'reading the event stream failed');
        if (error instanceof Error && error.message.startsWith('NOGROUP')) await this.recreateGroup();
        await delay(Math.min(5_000, 100 * 2 ** failures), stop);
        continue;
      } finally {
        this.blocked = false;
      }
      if (cursor !== '>' && entries.length === 0) {
        cursor = '>';
        continue;
      }
      for (const entry of entries) {
        if (stop.aborted) break;
        if (cursor !== '>') cursor = entry.id;
        try {
          if (!(await this.deliver(entry))) break;
        } catch (error) {
          // Acknowledging or dead-lettering failed: start over from the pending entries so the
          // unacknowledged one is handled again before anything newer.
          logger.warn({ err: error, topic, partition, group, entryId: entry.id }, 'acknowledging an event failed');
          cursor = '0';
          await delay(500, stop);
          break;
        }
      }
    }
  }

  /** The stream or group vanished (a Redis restart without persistence): read on from whatever arrives next. */
  private async recreateGroup(): Promise<void> {
    try {
      await this.options.redis.xgroup('CREATE', this.stream, this.options.group, '0', 'MKSTREAM');
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('BUSYGROUP')) return;
      this.options.logger.warn({ err: error, stream: this.stream }, 'could not create the consumer group again');
    }
  }

  private async read(cursor: string): Promise<StreamEntry[]> {
    const { redis, group, partition, batchSize, blockMs } = this.options;
    const block = cursor === '>' ? ['BLOCK', blockMs] : [];
    const reply = (await redis.call(
      'XREADGROUP',
      'GROUP',
      group,
      partitionConsumer(partition),
      'COUNT',
      batchSize,
      ...block,
      'STREAMS',
      this.stream,
      cursor,
    )) as [string, [string, string[] | null][]][] | null;
    const streamReply = reply?.[0];
    if (!streamReply) return [];
    return streamReply[1].map(([id, fields]) => ({ id, fields }));
  }

  /** Handles one entry and acknowledges it; false when this reader must stop (closing or lease lost). */
  private async deliver(entry: StreamEntry): Promise<boolean> {
    const { handler, retry, logger, topic, partition, group } = this.options;
    const text = entry.fields ? fieldValue(entry.fields, 'event') : undefined;
    if (text === undefined) {
      logger.warn({ topic, partition, group, entryId: entry.id }, 'pending entry no longer in the stream, acknowledging it');
      return this.ack(entry.id);
    }
    let event: EventEnvelope;
    try {
      event = decodeEnvelope(text);
    } catch (error) {
      await this.deadLetter(text, error, 0);
      return this.ack(entry.id);
    }
    const outcome = await handleWithRetries(handler, event, retry, this.stopController.signal, logger);
    if (outcome.kind === 'stopped') return false;
    if (outcome.kind === 'failed') await this.deadLetter(text, outcome.error, outcome.attempts, event);
    return this.ack(entry.id);
  }

  private async ack(entryId: string): Promise<boolean> {
    const { redis, token, group, logger, topic, partition } = this.options;
    const acked = await ackWithLeaseScript.run(redis, [this.leaseKey, this.stream], [token, group, entryId]);
    if (acked !== -1) return true;
    logger.warn({ topic, partition, group, entryId }, 'partition lease lost before acknowledging; the next holder redelivers');
    this.stopController.abort();
    return false;
  }

  private async deadLetter(text: string, error: unknown, attempts: number, event?: EventEnvelope): Promise<void> {
    const { redis, prefix, topic, group, logger } = this.options;
    const message = error instanceof Error ? error.message : String(error);
    await redis.xadd(
      streamKeys.deadLetter(prefix, topic),
      '*',
      'event',
      text,
      'group',
      group,
      'error',
      message,
      'attempts',
      String(attempts),
      'failedAt',
      new Date().toISOString(),
    );
    logger.error(
      { err: error, topic, group, eventId: event?.id, type: event?.type, aggregateId: event?.aggregateId, attempts },
      'event moved to the dead-letter stream',
    );
  }
}

function fieldValue(fields: string[], name: string): string | undefined {
  for (let i = 0; i + 1 < fields.length; i += 2) {
    if (fields[i] === name) return fields[i + 1];
  }
  return undefined;
}
