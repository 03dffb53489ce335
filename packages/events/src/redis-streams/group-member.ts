import { randomInt, randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { delay } from '../backoff.ts';
import type { SubscribeOptions, Subscription } from '../event-bus.ts';
import type { EventsLogger } from '../events-logger.ts';
import type { HandlerRetryPolicy } from '../handler-retry.ts';
import { heartbeatScript, releaseLeaseScript, renewLeaseScript } from './lease-scripts.ts';
import { PartitionReader } from './partition-reader.ts';
import { closeRedis, openRedis, type RedisTarget } from './redis-connection.ts';
import { streamKeys } from './stream-keys.ts';

export interface GroupMemberSettings {
  target: RedisTarget;
  prefix: string;
  partitions: number;
  leaseMs: number;
  blockMs: number;
  batchSize: number;
  retry: HandlerRetryPolicy;
  logger: EventsLogger;
}

/**
 * One member of a consumer group on one topic. Every leaseMs/3 it announces itself, renews its
 * partition leases and balances: with N members alive each works at most ceil(P/N) partitions,
 * giving extras back (after their running handler finished) and taking free ones. A partition
 * whose holder died becomes free when its lease expires, so what the dead member left
 * unacknowledged is delivered again within about leaseMs plus one balancing round.
 */
export class RedisGroupMember implements Subscription {
  private readonly control: Redis;
  /** Lease value: unique per subscription even when two share a consumer name. */
  private readonly token: string;
  private readonly readers = new Map<number, PartitionReader>();
  private readonly retiring = new Map<number, Promise<void>>();
  private readonly loopStop = new AbortController();
  private readonly firstPartition: number;
  private loop: Promise<void> = Promise.resolve();
  private closing: Promise<void> | undefined;

  private constructor(
    private readonly settings: GroupMemberSettings,
    private readonly options: SubscribeOptions,
  ) {
    this.token = `${options.consumer}:${randomUUID()}`;
    this.control = openRedis(settings.target, `events:${options.group}:${options.consumer}`, settings.logger);
    // Members start their search for free partitions at different places to contend less.
    this.firstPartition = randomInt(settings.partitions);
  }

  /** Joins the group: creates its stream groups, takes a first share of partitions and starts balancing. */
  static async join(settings: GroupMemberSettings, options: SubscribeOptions): Promise<RedisGroupMember> {
    const member = new RedisGroupMember(settings, options);
    try {
      await member.createGroups();
      await member.balance();
    } catch (error) {
      await member.close();
      throw error;
    }
    member.loop = member.runLoop();
    return member;
  }

  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown(): Promise<void> {
    await this.retireAll();
    this.loopStop.abort();
    await this.loop;
    // A balancing round that was running when close() began may have taken a partition since.
    await this.retireAll();
    try {
      await this.control.zrem(this.membersKey(), this.token);
    } catch (error) {
      this.settings.logger.warn({ err: error, group: this.options.group }, 'could not deregister the group member');
    }
    await closeRedis(this.control);
  }

  /** Stops every reader; the balancing loop keeps renewing their leases until their handlers finish. */
  private async retireAll(): Promise<void> {
    for (const reader of this.readers.values()) this.retire(reader, true);
    await Promise.all(this.retiring.values());
  }

  private membersKey(): string {
    return streamKeys.members(this.settings.prefix, this.options.topic, this.options.group);
  }

  private leaseKey(partition: number): string {
    return streamKeys.lease(this.settings.prefix, this.options.topic, partition, this.options.group);
  }

  private async createGroups(): Promise<void> {
    const { prefix, partitions } = this.settings;
    for (let partition = 0; partition < partitions; partition++) {
      const stream = streamKeys.partition(prefix, this.options.topic, partition);
      try {
        // From the start of the stream: a group created after events were published still gets them.
        await this.control.xgroup('CREATE', stream, this.options.group, '0', 'MKSTREAM');
      } catch (error) {
        if (!(error instanceof Error) || !error.message.startsWith('BUSYGROUP')) throw error;
      }
    }
  }

  private async runLoop(): Promise<void> {
    const interval = Math.max(50, Math.floor(this.settings.leaseMs / 3));
    while (!this.loopStop.signal.aborted) {
      await delay(interval, this.loopStop.signal);
      if (this.loopStop.signal.aborted) break;
      try {
        await this.balance();
      } catch (error) {
        this.settings.logger.warn({ err: error, topic: this.options.topic, group: this.options.group }, 'consumer group balancing failed');
      }
    }
  }

  private async balance(): Promise<void> {
    const { leaseMs, partitions, logger } = this.settings;
    const alive = Number(await heartbeatScript.run(this.control, [this.membersKey()], [this.token, leaseMs]));
    for (const reader of this.readers.values()) {
      const renewed = await renewLeaseScript.run(this.control, [this.leaseKey(reader.partition)], [this.token, leaseMs]);
      // A reader that finished retiring while its renewal was under way is gone, not lost again.
      if (renewed === 0 && this.isCurrent(reader) && !this.retiring.has(reader.partition)) {
        logger.warn({ topic: this.options.topic, group: this.options.group, partition: reader.partition }, 'partition lease lost');
        this.retire(reader, false);
      }
    }
    const active = [...this.readers.values()].filter((reader) => !this.retiring.has(reader.partition));
    const share = this.closing ? 0 : Math.ceil(partitions / Math.max(1, alive));
    for (const reader of active.slice(share)) this.retire(reader, true);
    let held = Math.min(active.length, share);
    for (let i = 0; i < partitions && held < share && !this.closing; i++) {
      const partition = (this.firstPartition + i) % partitions;
      if (this.readers.has(partition)) continue;
      const taken = await this.control.set(this.leaseKey(partition), this.token, 'PX', leaseMs, 'NX');
      if (taken !== 'OK') continue;
      this.readers.set(partition, this.startReader(partition));
      held++;
    }
  }

  private startReader(partition: number): PartitionReader {
    const { target, prefix, retry, batchSize, blockMs, logger } = this.settings;
    const { topic, group, consumer, handler } = this.options;
    return new PartitionReader({
      redis: openRedis(target, `events:${group}:${consumer}:p${partition}`, logger),
      prefix,
      topic,
      partition,
      group,
      token: this.token,
      handler,
      retry,
      batchSize,
      blockMs,
      logger,
    });
  }

  /** Whether the reader is still the one working its partition (not retired and replaced since). */
  private isCurrent(reader: PartitionReader): boolean {
    return this.readers.get(reader.partition) === reader;
  }

  /**
   * Stops a reader; gives its lease back when it still holds it, so another member takes over at once.
   * Only the partition's current reader is retired, and once: retiring one that is already gone would,
   * on finishing, drop the reader that has replaced it from the map while it kept reading.
   */
  private retire(reader: PartitionReader, release: boolean): void {
    const partition = reader.partition;
    if (!this.isCurrent(reader) || this.retiring.has(partition)) return;
    const done = (async () => {
      await reader.stop();
      await closeRedis(reader.redis);
      if (release) {
        try {
          await releaseLeaseScript.run(this.control, [this.leaseKey(partition)], [this.token]);
        } catch (error) {
          this.settings.logger.warn({ err: error, partition }, 'could not release a partition lease; it expires by itself');
        }
      }
      this.readers.delete(partition);
      this.retiring.delete(partition);
    })();
    this.retiring.set(partition, done);
  }
}
