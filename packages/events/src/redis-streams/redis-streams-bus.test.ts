import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@ea/contracts';
import Redis from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { busContract } from '../bus-contract.ts';
import { fastTestBus, quietLogger, testKeyspace, testRedisUrl } from '../testing/test-bus.ts';
import { sequenceEvent } from '../testing/test-events.ts';
import { waitFor } from '../testing/wait-for.ts';
import { createRedisStreamsBus, type RedisStreamsBusOptions } from './redis-streams-bus.ts';
import { streamKeys } from './stream-keys.ts';

const keyspace = testKeyspace('bus');
const prefix = keyspace.prefix;
const admin = new Redis(testRedisUrl);
const fastBus = (overrides: Partial<RedisStreamsBusOptions> = {}) => fastTestBus(prefix, overrides);

afterAll(async () => {
  await admin.quit();
  await keyspace.cleanup();
});

describe('redis streams adapter', () => {
  busContract({ makeBus: async () => fastBus(), deliveryMs: 10_000 });

  it('moves an event whose handler keeps failing to the dead-letter stream and goes on', async () => {
    const bus = fastBus();
    const topic = `dead-${randomUUID().slice(0, 8)}`;
    const handled: number[] = [];
    let attemptsOnPoison = 0;
    await bus.subscribe({
      topic,
      group: 'billing',
      consumer: 'c1',
      handler: async (event) => {
        const seq = (event.payload as { seq: number }).seq;
        if (seq === 2) {
          attemptsOnPoison++;
          throw new Error('cannot bill a negative amount');
        }
        handled.push(seq);
      },
    });
    const events = [1, 2, 3].map((seq) => sequenceEvent(topic, 'invoice-1', seq));
    await bus.publish(events);
    await waitFor(() => handled.includes(3), 10_000, 'event 3 never arrived');
    await bus.close();

    expect(handled).toEqual([1, 3]);
    expect(attemptsOnPoison).toBe(4);
    const dead = await admin.xrange(streamKeys.deadLetter(prefix, topic), '-', '+');
    expect(dead).toHaveLength(1);
    const fields = Object.fromEntries(chunkPairs(dead[0]![1]));
    expect(JSON.parse(fields.event!).id).toBe(events[1]!.id);
    expect(fields).toMatchObject({ group: 'billing', error: 'cannot bill a negative amount', attempts: '4' });
    // Nothing stays pending: the poisoned event was acknowledged once dead-lettered.
    let pending = 0;
    for (let p = 0; p < 4; p++) {
      const summary = (await admin.xpending(streamKeys.partition(prefix, topic, p), 'billing')) as [number, ...unknown[]];
      pending += Number(summary[0]);
    }
    expect(pending).toBe(0);
  });

  it('keeps the partition count the topic was first used with', async () => {
    const topic = `count-${randomUUID().slice(0, 8)}`;
    const publisher = fastBus({ partitions: 3 });
    const consumerBus = fastBus({ partitions: 16 });
    const seen = new Set<string>();
    await publisher.publish(Array.from({ length: 30 }, (_, i) => sequenceEvent(topic, `agg-${i}`, 1)));
    await consumerBus.subscribe({ topic, group: 'g', consumer: 'c', handler: async (event: EventEnvelope) => void seen.add(event.id) });
    await waitFor(() => seen.size >= 30, 10_000, 'a consumer with another partition setting missed events');
    expect(await admin.get(streamKeys.partitionCount(prefix, topic))).toBe('3');
    await Promise.all([publisher.close(), consumerBus.close()]);
  });

  it('closes an idle subscription without waiting out its blocking read, leaving no read behind', async () => {
    const logged: string[] = [];
    const record = (_fields: object, message: string) => void logged.push(message);
    const bus = fastBus({ blockMs: 30_000, logger: { info: () => {}, warn: record, error: record } });
    const topic = `idle-${randomUUID().slice(0, 8)}`;
    const subscription = await bus.subscribe({ topic, group: 'g', consumer: 'c', handler: async () => {} });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await subscription.close();
    expect(Date.now() - started).toBeLessThan(1_500);
    await bus.close();
    // A test dropping its keys right after closing: a read still blocked on them would fail (UNBLOCKED, NOGROUP).
    await admin.del(...[0, 1, 2, 3].map((p) => streamKeys.partition(prefix, topic, p)));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(logged).toEqual([]);
  });

  it('reads on after its streams vanished, as after a Redis restart without persistence', async () => {
    const bus = fastBus();
    const topic = `vanish-${randomUUID().slice(0, 8)}`;
    const seen: number[] = [];
    await bus.subscribe({
      topic,
      group: 'g',
      consumer: 'c',
      handler: async (event) => void seen.push((event.payload as { seq: number }).seq),
    });
    await bus.publish([sequenceEvent(topic, 'a', 1)]);
    await waitFor(() => seen.length === 1, 10_000, 'the first event did not arrive');
    await admin.del(...[0, 1, 2, 3].map((p) => streamKeys.partition(prefix, topic, p)));
    await bus.publish([sequenceEvent(topic, 'a', 2)]);
    await waitFor(() => seen.length === 2, 10_000, 'the reader did not recover its group');
    expect(seen).toEqual([1, 2]);
    await bus.close();
  });

  it('refuses to publish while Redis cannot be reached', async () => {
    const bus = createRedisStreamsBus({ redis: 'redis://127.0.0.1:1', prefix, logger: quietLogger });
    await expect(bus.publish([sequenceEvent('nowhere', 'a', 1)])).rejects.toThrow();
    await expect(bus.ping()).rejects.toThrow();
    await bus.close();
  });
});

function chunkPairs(fields: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) pairs.push([fields[i]!, fields[i + 1]!]);
  return pairs;
}
