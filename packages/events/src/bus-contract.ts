import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@ea/contracts';
import { afterEach, expect, it } from 'vitest';
import type { EventBus, EventHandler, Subscription } from './event-bus.ts';
import { interleavedEvents, type SequencePayload, sequenceEvent, sequenceViolations } from './testing/test-events.ts';
import { waitFor } from './testing/wait-for.ts';

export interface BusContractOptions {
  /** Makes a bus with fast timing knobs (short leases, short retry backoff, at least 3 attempts). */
  makeBus: () => Promise<EventBus>;
  /** Longest time a delivery may take, a redelivery included (lease expiry, group rebalance). */
  deliveryMs: number;
}

interface Received {
  consumer: string;
  aggregateId: string;
  seq: number;
  id: string;
}

/**
 * The behaviour every EventBus adapter must have. Call it inside a describe block of the
 * adapter's test file; each test uses its own topic and groups and closes what it opened.
 */
export function busContract({ makeBus, deliveryMs }: BusContractOptions): void {
  const closers: (() => Promise<void>)[] = [];

  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  async function openBus(): Promise<EventBus> {
    const bus = await makeBus();
    closers.push(() => bus.close());
    return bus;
  }

  function recorder(consumer: string, into: Received[]): EventHandler {
    return async (event) => {
      into.push({ consumer, aggregateId: event.aggregateId, seq: (event.payload as SequencePayload).seq, id: event.id });
    };
  }

  const newTopic = () => `topic-${randomUUID().slice(0, 8)}`;

  it('delivers a published event to a subscriber unchanged', async () => {
    const bus = await openBus();
    const topic = newTopic();
    const seen: EventEnvelope[] = [];
    await bus.subscribe({ topic, group: 'g1', consumer: 'c1', handler: async (event) => void seen.push(event) });
    const event: EventEnvelope = {
      ...sequenceEvent(topic, 'agg-1', 1),
      scope: { userId: 'u-1', companyId: 12, documentId: 'd-9' },
      realtime: { progress: 40 },
    };
    await bus.publish([event]);
    await waitFor(() => seen.length >= 1, deliveryMs, 'the event was not delivered');
    expect(seen).toEqual([event]);
    await bus.ping();
  });

  it('gives every consumer group every event', async () => {
    const bus = await openBus();
    const topic = newTopic();
    const first: Received[] = [];
    const second: Received[] = [];
    await bus.subscribe({ topic, group: 'audit', consumer: 'a', handler: recorder('a', first) });
    await bus.subscribe({ topic, group: 'realtime', consumer: 'b', handler: recorder('b', second) });
    const events = interleavedEvents(topic, ['x', 'y', 'z', 'w'], 5);
    await bus.publish(events);
    await waitFor(() => first.length >= events.length && second.length >= events.length, deliveryMs, 'a group missed events');
    const ids = events.map((event) => event.id).sort();
    expect(first.map((r) => r.id).sort()).toEqual(ids);
    expect(second.map((r) => r.id).sort()).toEqual(ids);
  });

  it('keeps the order of each aggregate with several members in one group', async () => {
    const bus = await openBus();
    const topic = newTopic();
    const received: Received[] = [];
    const slowly = (consumer: string): EventHandler => {
      const record = recorder(consumer, received);
      // A little work per event lets the members overlap in time.
      return async (event) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        await record(event);
      };
    };
    await bus.subscribe({ topic, group: 'projector', consumer: 'm1', handler: slowly('m1') });
    await bus.subscribe({ topic, group: 'projector', consumer: 'm2', handler: slowly('m2') });
    const aggregates = Array.from({ length: 12 }, (_, i) => `agg-${i}`);
    const events = interleavedEvents(topic, aggregates, 25);
    for (let i = 0; i < events.length; i += 50) await bus.publish(events.slice(i, i + 50));
    await waitFor(() => new Set(received.map((r) => r.id)).size >= events.length, deliveryMs * 2, 'not every event arrived');
    // Delivery is at least once: a group rebalance may hand an event out again, and consumers
    // drop the repeat by its id. What must never happen is a later event before an earlier one.
    expect(sequenceViolations(firstDeliveries(received), new Map(aggregates.map((a) => [a, 25])))).toEqual([]);
  });

  it('delivers again what a member read but never acknowledged', async () => {
    const bus = await openBus();
    const topic = newTopic();
    const events = Array.from({ length: 10 }, (_, i) => sequenceEvent(topic, 'order-1', i + 1));
    await bus.publish(events);

    const firstSeen: number[] = [];
    let failStuckHandler: (error: Error) => void = () => {};
    const stuck = new Promise<void>((_, reject) => {
      failStuckHandler = reject;
    });
    const first: Subscription = await bus.subscribe({
      topic,
      group: 'mailer',
      consumer: 'first',
      handler: async (event) => {
        const seq = (event.payload as SequencePayload).seq;
        firstSeen.push(seq);
        if (seq === 4) await stuck;
      },
    });
    await waitFor(() => firstSeen.includes(4), deliveryMs, 'the first member never reached event 4');
    // The member goes away while its handler is still working on event 4, which then fails.
    const closed = first.close();
    failStuckHandler(new Error('process going down'));
    await closed;
    expect(firstSeen).toEqual([1, 2, 3, 4]);

    const secondSeen: number[] = [];
    await bus.subscribe({
      topic,
      group: 'mailer',
      consumer: 'second',
      handler: async (event) => void secondSeen.push((event.payload as SequencePayload).seq),
    });
    await waitFor(() => secondSeen.length >= 7, deliveryMs, 'the unacknowledged events were not delivered again');
    expect(secondSeen).toEqual([4, 5, 6, 7, 8, 9, 10]);
  });

  it('retries a failing handler without letting later events of the aggregate overtake', async () => {
    const bus = await openBus();
    const topic = newTopic();
    const attempts: number[] = [];
    let failuresLeft = 2;
    await bus.subscribe({
      topic,
      group: 'indexer',
      consumer: 'c1',
      handler: async (event) => {
        const seq = (event.payload as SequencePayload).seq;
        attempts.push(seq);
        if (seq === 2 && failuresLeft > 0) {
          failuresLeft--;
          throw new Error('search index unavailable');
        }
      },
    });
    await bus.publish([1, 2, 3].map((seq) => sequenceEvent(topic, 'doc-1', seq)));
    await waitFor(() => attempts.includes(3), deliveryMs, 'event 3 never arrived');
    expect(attempts).toEqual([1, 2, 2, 2, 3]);
  });
}

function firstDeliveries(received: Received[]): Received[] {
  const seen = new Set<string>();
  return received.filter((r) => !seen.has(r.id) && seen.add(r.id));
}
