import type Redis from 'ioredis';
import { type EventsLogger, stderrLogger } from '../events-logger.ts';
import { closeRedis, openRedis, type RedisTarget } from './redis-connection.ts';
import { streamKeys } from './stream-keys.ts';

export interface TrimStreamsOptions {
  redis: RedisTarget;
  /** The bus's key prefix. Default "events". */
  prefix?: string;
  logger?: EventsLogger;
}

export interface TrimReport {
  streams: number;
  deleted: number;
}

/**
 * Deletes stream entries every consumer group is done with: below the oldest entry still pending
 * in any group, or below the last one delivered when nothing is pending. Streams nobody consumes
 * yet are left whole. A housekeeping job runs it; a group created afterwards starts with what is
 * left, and a group that is never read again holds its topic back (delete such a group).
 */
export async function trimDeliveredEntries(options: TrimStreamsOptions): Promise<TrimReport> {
  const prefix = options.prefix ?? 'events';
  const redis = openRedis(options.redis, 'events:trim', options.logger ?? stderrLogger);
  const report: TrimReport = { streams: 0, deleted: 0 };
  try {
    const suffix = streamKeys.partitionCount('', '').slice(1);
    for await (const keys of redis.scanStream({ match: `${prefix}:*${suffix}`, count: 200 }) as AsyncIterable<string[]>) {
      for (const key of keys) {
        const topic = key.slice(prefix.length + 1, key.length - suffix.length);
        const partitions = Number(await redis.get(key));
        for (let partition = 0; partition < partitions; partition++) {
          const deleted = await trimStream(redis, streamKeys.partition(prefix, topic, partition));
          report.streams++;
          report.deleted += deleted;
        }
      }
    }
  } finally {
    await closeRedis(redis);
  }
  return report;
}

async function trimStream(redis: Redis, stream: string): Promise<number> {
  if ((await redis.exists(stream)) === 0) return 0;
  const groups = (await redis.xinfo('GROUPS', stream)) as (string | number)[][];
  if (groups.length === 0) return 0;
  let floor: StreamId | undefined;
  for (const fields of groups) {
    const info = new Map<string, string | number>();
    for (let i = 0; i + 1 < fields.length; i += 2) info.set(String(fields[i]), fields[i + 1]!);
    const name = String(info.get('name'));
    let groupFloor: StreamId;
    if (Number(info.get('pending')) > 0) {
      const [, smallestPending] = (await redis.xpending(stream, name)) as [number, string, string, unknown];
      groupFloor = parseId(smallestPending);
    } else {
      const last = parseId(String(info.get('last-delivered-id')));
      groupFloor = { ms: last.ms, seq: last.seq + 1n };
    }
    if (!floor || compareIds(groupFloor, floor) < 0) floor = groupFloor;
  }
  if (!floor || (floor.ms === 0n && floor.seq <= 1n)) return 0;
  return Number(await redis.xtrim(stream, 'MINID', `${floor.ms}-${floor.seq}`));
}

interface StreamId {
  ms: bigint;
  seq: bigint;
}

function parseId(id: string): StreamId {
  const [ms, seq] = id.split('-');
  return { ms: BigInt(ms ?? 0), seq: BigInt(seq ?? 0) };
}

function compareIds(a: StreamId, b: StreamId): number {
  if (a.ms !== b.ms) return a.ms < b.ms ? -1 : 1;
  if (a.seq !== b.seq) return a.seq < b.seq ? -1 : 1;
  return 0;
}
