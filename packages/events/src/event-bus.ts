import type { EventEnvelope } from '@ea/contracts';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

export interface SubscribeOptions {
  /** Topic to read: the producing service's name. */
  topic: string;
  /** Consumer group: every group gets every event once; members of a group share the work. */
  group: string;
  /** This member's name within the group (e.g. host name + pid). */
  consumer: string;
  /**
   * Called for each event, one at a time per ordering key. The event is acknowledged only after
   * the handler resolves; if the process dies first, the event is delivered again.
   */
  handler: EventHandler;
}

export interface CatchUpOptions {
  topic: string;
  /** The consumer group whose unfinished events are handed over. */
  group: string;
  /** The aggregate whose events are wanted (events of other aggregates are left to the group). */
  aggregateType: string;
  aggregateId: string;
  /** Gets the aggregate's events in order; the same events also reach the group, so it must be idempotent (consumeOnce). */
  handler: EventHandler;
  /** How long to wait for the aggregate's next event when the group has none of it unfinished. */
  waitMs: number;
}

export interface Subscription {
  /** Stops reading; in-flight handlers finish first. Unacknowledged events stay pending. */
  close(): Promise<void>;
}

/** The event bus. Adapters: Redis Streams (default) and Kafka (EVENT_BUS=kafka). */
export interface EventBus {
  readonly kind: 'redis' | 'kafka';
  /** Publishes events in the order given; resolves once the bus has stored them. */
  publish(events: EventEnvelope[]): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /**
   * Read-your-writes for a projection: brings one aggregate up to date for a group without
   * waiting for the group's members, which may be working through a backlog or be a dead
   * process whose partitions are still leased. Hands `handler` every event of the aggregate the
   * group has not finished with, in order; when there is none, waits up to `waitMs` for the next
   * one (its producer's relay may not have published it yet). Resolves with how many it handed
   * over; throws when the bus cannot be read. See the adapters for what each can promise.
   */
  catchUp(options: CatchUpOptions): Promise<number>;
  /** Throws when the bus cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
