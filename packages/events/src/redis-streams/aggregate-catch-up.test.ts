import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@ea/contracts';
import { afterAll, expect, it } from 'vitest';
import type { EventHandler } from '../event-bus.ts';
import { fastTestBus, testKeyspace } from '../testing/test-bus.ts';
import { type SequencePayload, sequenceEvent } from '../testing/test-events.ts';
import { waitFor } from '../testing/wait-for.ts';

const keyspace = testKeyspace('catch-up');
const bus = fastTestBus(keyspace.prefix);
afterAll(async () => {
  await bus.close();
  await keyspace.cleanup();
});

const newTopic = () => `topic-${randomUUID().slice(0, 8)}`;
const seqOf = (event: EventEnvelope) => `${event.aggregateId}:${(event.payload as SequencePayload).seq}`;

function recorder(): { seen: string[]; handler: EventHandler } {
  const seen: string[] = [];
  return { seen, handler: async (event) => void seen.push(seqOf(event)) };
}

it('hands over an aggregate’s unfinished events in order while the group’s member is stuck', async () => {
  const topic = newTopic();
  let release!: () => void;
  const stuck = new Promise<void>((resolve) => {
    release = resolve;
  });
  const member = recorder();
  const subscription = await bus.subscribe({
    topic,
    group: 'projection',
    consumer: 'stuck-member',
    handler: async (event) => {
      member.handler(event);
      await stuck;
    },
  });
  await bus.publish([1, 2, 3].flatMap((seq) => [sequenceEvent(topic, 'order-1', seq), sequenceEvent(topic, 'order-2', seq)]));
  await waitFor(() => member.seen.length > 0, 5_000, 'the member got no event');

  const caughtUp = recorder();
  const count = await bus.catchUp({
    topic,
    group: 'projection',
    aggregateType: 'test',
    aggregateId: 'order-1',
    handler: caughtUp.handler,
    waitMs: 0,
  });
  expect(count).toBe(3);
  expect(caughtUp.seen).toEqual(['order-1:1', 'order-1:2', 'order-1:3']);

  release();
  await subscription.close();
});

it('leaves out what the group has finished and events of other aggregate types', async () => {
  const topic = newTopic();
  const member = recorder();
  const subscription = await bus.subscribe({ topic, group: 'projection', consumer: 'member', handler: member.handler });
  await bus.publish([sequenceEvent(topic, 'order-1', 1)]);
  await waitFor(() => member.seen.length === 1, 5_000, 'the member did not handle the first event');
  await subscription.close();
  await bus.publish([sequenceEvent(topic, 'order-1', 2), { ...sequenceEvent(topic, 'order-1', 9), aggregateType: 'other' }]);

  const caughtUp = recorder();
  const count = await bus.catchUp({
    topic,
    group: 'projection',
    aggregateType: 'test',
    aggregateId: 'order-1',
    handler: caughtUp.handler,
    waitMs: 0,
  });
  expect(count).toBe(1);
  expect(caughtUp.seen).toEqual(['order-1:2']);
});

it('waits for the aggregate’s next event when the group has none unfinished, up to waitMs', async () => {
  const topic = newTopic();
  const caughtUp = recorder();
  const started = Date.now();
  const waiting = bus.catchUp({
    topic,
    group: 'projection',
    aggregateType: 'test',
    aggregateId: 'order-7',
    handler: caughtUp.handler,
    waitMs: 5_000,
  });
  await new Promise((resolve) => setTimeout(resolve, 150));
  await bus.publish([sequenceEvent(topic, 'order-8', 1)]);
  await new Promise((resolve) => setTimeout(resolve, 150));
  await bus.publish([sequenceEvent(topic, 'order-7', 1)]);
  expect(await waiting).toBe(1);
  expect(caughtUp.seen).toEqual(['order-7:1']);
  expect(Date.now() - started).toBeLessThan(2_000);

  const nothing = recorder();
  const before = Date.now();
  expect(
    await bus.catchUp({ topic, group: 'projection', aggregateType: 'test', aggregateId: 'order-9', handler: nothing.handler, waitMs: 300 }),
  ).toBe(0);
  expect(Date.now() - before).toBeGreaterThanOrEqual(300);
  expect(nothing.seen).toEqual([]);
});
