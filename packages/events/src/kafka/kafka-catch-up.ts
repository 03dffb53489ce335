import type { Admin } from 'kafkajs';
import { delay } from '../backoff.ts';

/** How often the group's and the topic's offsets are read while waiting. */
const POLL_MS = 50;

type Offsets = Map<number, bigint>;

/**
 * The Kafka catch-up. kafkajs cannot read a topic outside a consumer group (joining one takes
 * seconds), so the events are left to the group's members and this waits for them instead: until
 * the group's committed offsets reach the topic's end offsets as they were at the call, or, when
 * the group had nothing left then, until something published later has been handled; at most
 * waitMs. Unlike the Redis Streams catch-up it cannot pick out the aggregate, so a member that is
 * far behind or dead still delays the answer up to waitMs. Resolves 0: it hands nothing over.
 */
export async function waitForGroup(admin: Admin, topic: string, group: string, waitMs: number): Promise<number> {
  const deadline = Date.now() + waitMs;
  const atCall = await endOffsets(admin, topic);
  let target = (await reached(admin, topic, group, atCall)) ? undefined : atCall;
  while (Date.now() < deadline) {
    await delay(Math.min(POLL_MS, deadline - Date.now()));
    if (target === undefined) {
      const now = await endOffsets(admin, topic);
      if (![...now].some(([partition, end]) => end > (atCall.get(partition) ?? 0n))) continue;
      target = now;
    }
    if (await reached(admin, topic, group, target)) return 0;
  }
  return 0;
}

async function endOffsets(admin: Admin, topic: string): Promise<Offsets> {
  const partitions = await admin.fetchTopicOffsets(topic);
  return new Map(partitions.map((p) => [p.partition, BigInt(p.high)]));
}

/** Whether the group has committed every partition up to the given offsets (nothing committed counts as the partition's start). */
async function reached(admin: Admin, topic: string, group: string, ends: Offsets): Promise<boolean> {
  const [committed] = await admin.fetchOffsets({ groupId: group, topics: [topic] });
  const starts = new Map((await admin.fetchTopicOffsets(topic)).map((p) => [p.partition, BigInt(p.low)]));
  const done = new Map((committed?.partitions ?? []).map((p) => [p.partition, BigInt(p.offset)]));
  return [...ends].every(([partition, end]) => {
    const offset = done.get(partition) ?? -1n;
    return (offset < 0n ? (starts.get(partition) ?? 0n) : offset) >= end;
  });
}
