import Redis from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import { fastTestBus, quietLogger, testKeyspace, testRedisUrl } from '../testing/test-bus.ts';
import { type SequencePayload, sequenceEvent } from '../testing/test-events.ts';
import { waitFor } from '../testing/wait-for.ts';
import { partitionOf } from './partition-of.ts';
import { streamKeys } from './stream-keys.ts';
import { trimDeliveredEntries } from './trim-streams.ts';

const keyspace = testKeyspace('trim');
const redis = new Redis(testRedisUrl);

afterAll(async () => {
  await redis.quit();
  await keyspace.cleanup();
});

it('trims only what every group has finished with', async () => {
  const bus = fastTestBus(keyspace.prefix);
  const topic = 'ledger';
  const stream = streamKeys.partition(keyspace.prefix, topic, partitionOf('acct-1', 4));
  const fast: number[] = [];
  const slow: number[] = [];
  let releaseSlow: () => void = () => {};
  const slowGate = new Promise<void>((resolve) => {
    releaseSlow = resolve;
  });
  const fastMember = await bus.subscribe({
    topic,
    group: 'fast',
    consumer: 'f',
    handler: async (e) => void fast.push((e.payload as SequencePayload).seq),
  });
  const slowMember = await bus.subscribe({
    topic,
    group: 'slow',
    consumer: 's',
    handler: async (e) => {
      const seq = (e.payload as SequencePayload).seq;
      if (seq === 4) await slowGate;
      slow.push(seq);
    },
  });
  await bus.publish([1, 2, 3, 4, 5, 6].map((seq) => sequenceEvent(topic, 'acct-1', seq)));
  await waitFor(() => fast.length === 6 && slow.length === 3, 10_000, 'the groups did not reach their positions');

  // The slow group still has events 4-6 pending: only 1-3 may go.
  const first = await trimDeliveredEntries({ redis: testRedisUrl, prefix: keyspace.prefix, logger: quietLogger });
  expect(first.deleted).toBe(3);
  expect(first.streams).toBe(4);
  const left = await redis.xrange(stream, '-', '+');
  expect(left.map(([, fields]) => JSON.parse(fields[1]!).payload.seq)).toEqual([4, 5, 6]);

  releaseSlow();
  await waitFor(() => slow.length === 6, 10_000, 'the slow group did not finish');
  await Promise.all([fastMember.close(), slowMember.close()]);
  const second = await trimDeliveredEntries({ redis: testRedisUrl, prefix: keyspace.prefix, logger: quietLogger });
  expect(second.deleted).toBe(3);
  expect(await redis.xlen(stream)).toBe(0);
  await bus.close();
});
