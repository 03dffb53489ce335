import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import Redis from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventsLogger } from '../events-logger.ts';
import { type RedisProxy, startRedisProxy } from '../testing/redis-proxy.ts';
import { fastTestBus, testKeyspace, testRedisUrl } from '../testing/test-bus.ts';
import { type SequencePayload, sequenceEvent } from '../testing/test-events.ts';
import { waitFor } from '../testing/wait-for.ts';
import { streamKeys } from './stream-keys.ts';

const keyspace = testKeyspace('lost-lease');
const admin = new Redis(testRedisUrl);
let proxy: RedisProxy;

beforeAll(async () => {
  proxy = await startRedisProxy(testRedisUrl);
});

afterAll(async () => {
  await proxy.close();
  await admin.quit();
  await keyspace.cleanup();
});

function recordingLogger(messages: string[]): EventsLogger {
  return {
    info: () => {},
    warn: (_fields, message) => void messages.push(message),
    error: (_fields, message) => void messages.push(message),
  };
}

it('gives a partition whose lease lapsed to one new reader, even when a renewal is answered after the old reader retired', async () => {
  const logged: string[] = [];
  const bus = fastTestBus(keyspace.prefix, { redis: proxy.target, partitions: 1, logger: recordingLogger(logged) });
  const topic = `lapse-${randomUUID().slice(0, 8)}`;
  const leaseKey = streamKeys.lease(keyspace.prefix, topic, 0, 'g');
  const control = 'events:g:c';
  const reader = 'events:g:c:p0';
  const handled: number[] = [];
  let finishFirst!: () => void;
  const firstMayFinish = new Promise<void>((resolve) => {
    finishFirst = resolve;
  });
  let firstStarted = false;
  const subscription = await bus.subscribe({
    topic,
    group: 'g',
    consumer: 'c',
    handler: async (event) => {
      if (!firstStarted) {
        firstStarted = true;
        await firstMayFinish;
      }
      handled.push((event.payload as SequencePayload).seq);
    },
  });
  await bus.publish([sequenceEvent(topic, 'a', 1)]);
  await waitFor(() => firstStarted, 10_000, 'the first event never reached the handler');

  // The lease lapses, as when the process stood still longer than leaseMs; the member notices and
  // retires the reader, which first lets its running handler finish.
  await admin.del(leaseKey);
  await waitFor(() => logged.includes('partition lease lost'), 10_000, 'the lost lease was not noticed');

  // The next balancing round renews the retiring reader's lease; its answer arrives only after the
  // reader has finished retiring, while Redis's close of the reader's connection is still on its way.
  const renewal = proxy.holdRepliesAfter(control, leaseKey);
  await renewal.sent;
  const oldConnection = proxy.holdClose(reader);
  finishFirst();
  await oldConnection.closedByRedis;
  // The answer to the reader's QUIT, sent before the close, reaches the member in this process at once.
  await setTimeout(50);
  renewal.release();
  await waitFor(() => proxy.open(reader) === 2, 10_000, 'the partition was not taken up again');
  oldConnection.release();
  await waitFor(() => proxy.open(reader) === 1, 10_000, 'the retired reader kept its connection');

  await bus.publish([sequenceEvent(topic, 'a', 2)]);
  await waitFor(() => handled.includes(2), 10_000, 'the second event was not handled');
  // The first event's acknowledgement was refused without the lease, so the new reader had it again.
  expect(handled).toEqual([1, 1, 2]);

  const closing = Date.now();
  await subscription.close();
  expect(Date.now() - closing).toBeLessThan(1_500);
  expect(proxy.open(reader)).toBe(0);
  await bus.close();
  expect(logged).toEqual(['partition lease lost', 'partition lease lost before acknowledging; the next holder redelivers']);
});
