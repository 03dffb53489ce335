import type Redis from 'ioredis';
import { delay } from '../backoff.ts';
import { decodeEnvelope } from '../envelope-codec.ts';
import type { CatchUpOptions } from '../event-bus.ts';

/** Entries read per round trip. */
const BATCH = 500;
/**
 * Entries read back to back before the catch-up only polls: a group's unfinished part of a
 * partition is normally a handful of entries; after a bulk import it may be thousands, which this
 * still reads within a few hundred milliseconds.
 */
const MAX_SCANNED = 20_000;
/** How often the partition is read again while waiting for the aggregate's next event. */
const POLL_MS = 25;

/**
 * The Redis Streams catch-up. An aggregate's events all go to one partition stream, so only that
 * stream is read, with plain XRANGE: nothing is claimed or acknowledged, and the group's members
 * still get every entry (the handler's inbox makes the second delivery a no-op). Reading starts
 * where the group's unfinished entries start, so every event the members have not finished is
 * handed over in stream order, which is the aggregate's order.
 */
export async function catchUpAggregate(redis: Redis, stream: string, options: CatchUpOptions): Promise<number> {
  const deadline = Date.now() + options.waitMs;
  const marker = `"aggregateId":${JSON.stringify(options.aggregateId)}`;
  let cursor = await unfinishedStart(redis, stream, options.group);
  let handled = 0;
  let scanned = 0;
  for (;;) {
    const entries = (await redis.xrange(stream, cursor, '+', 'COUNT', BATCH)) as [string, string[]][];
    for (const [id, fields] of entries) {
      cursor = `(${id}`;
      const text = fieldValue(fields, 'event');
      // Most entries belong to other aggregates: skip them without parsing.
      if (text === undefined || !text.includes(marker)) continue;
      let event: ReturnType<typeof decodeEnvelope>;
      try {
        event = decodeEnvelope(text);
      } catch {
        continue; // unreadable: the group's member dead-letters it
      }
      if (event.aggregateType !== options.aggregateType || event.aggregateId !== options.aggregateId) continue;
      await options.handler(event);
      handled++;
    }
    scanned += entries.length;
    if (entries.length === BATCH && scanned < MAX_SCANNED) continue;
    if (handled > 0 || Date.now() >= deadline) return handled;
    await delay(Math.min(POLL_MS, deadline - Date.now()));
  }
}

/**
 * Where the group's unfinished entries begin: its oldest pending entry (delivered to a member, not
 * acknowledged), else the first entry after the last one delivered; the whole stream when the
 * group does not exist yet. The group is read before its pending list, so an entry delivered and
 * acknowledged in between is only read once more, never skipped.
 */
async function unfinishedStart(redis: Redis, stream: string, group: string): Promise<string> {
  let groups: unknown[][];
  try {
    groups = (await redis.call('XINFO', 'GROUPS', stream)) as unknown[][];
  } catch (error) {
    if (error instanceof Error && /no such key/i.test(error.message)) return '-';
    throw error;
  }
  const info = groups.map(pairs).find((g) => g.name === group);
  if (!info) return '-';
  const [count, oldest] = (await redis.call('XPENDING', stream, group)) as [number, string | null];
  if (Number(count) > 0 && oldest) return oldest;
  return `(${String(info['last-delivered-id'])}`;
}

function pairs(fields: unknown[]): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) record[String(fields[i])] = fields[i + 1];
  return record;
}

function fieldValue(fields: string[], name: string): string | undefined {
  for (let i = 0; i + 1 < fields.length; i += 2) {
    if (fields[i] === name) return fields[i + 1];
  }
  return undefined;
}
