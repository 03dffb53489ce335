import type { EventEnvelope } from '@ea/contracts';
import {
  type Admin,
  type Consumer,
  type EachMessageHandler,
  Kafka,
  type KafkaConfig,
  type LogEntry,
  logLevel,
  type Producer,
} from 'kafkajs';
import { decodeEnvelope, encodeEnvelope } from '../envelope-codec.ts';
import type { CatchUpOptions, EventBus, SubscribeOptions, Subscription } from '../event-bus.ts';
import { type EventsLogger, stderrLogger } from '../events-logger.ts';
import { defaultHandlerRetry, type HandlerOutcome, type HandlerRetryPolicy, handleWithRetries } from '../handler-retry.ts';
import { waitForGroup } from './kafka-catch-up.ts';

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  ssl?: KafkaConfig['ssl'];
  sasl?: KafkaConfig['sasl'];
  /** Prepended to every topic name ("<prefix>.<topic>"), to share a cluster between deployments. */
  topicPrefix?: string;
  /** Partitions of a topic the bus creates. Default 8. */
  numPartitions?: number;
  /** Replicas of a topic the bus creates; -1 (default) leaves it to the broker's default. */
  replicationFactor?: number;
  /** Partitions one member handles at the same time (each still in order). Default 4. */
  partitionsConsumedConcurrently?: number;
  /** Handler retries before an event goes to "<topic>.dead-letter". */
  retry?: Partial<HandlerRetryPolicy>;
  logger?: EventsLogger;
}

/**
 * The event bus on Kafka. One Kafka topic per event topic, the aggregate id as message key (so an
 * aggregate's events share a partition and keep their order), an idempotent producer waiting for
 * all in-sync replicas, and consumer groups that commit an offset only after the handler resolved:
 * a member that dies mid-event leaves it uncommitted and the group delivers it again.
 */
export function createKafkaBus(options: KafkaBusOptions): EventBus {
  const logger = options.logger ?? stderrLogger;
  const config: KafkaConfig = {
    brokers: options.brokers,
    clientId: options.clientId,
    logCreator: () => (entry) => forwardKafkaLog(entry, logger),
    ...(options.ssl === undefined ? {} : { ssl: options.ssl }),
    ...(options.sasl === undefined ? {} : { sasl: options.sasl }),
  };
  const kafka = new Kafka(config);
  const retry: HandlerRetryPolicy = { ...defaultHandlerRetry, ...options.retry };
  const topicName = (topic: string) => (options.topicPrefix ? `${options.topicPrefix}.${topic}` : topic);
  const ensuredTopics = new Set<string>();
  const subscriptions = new Set<Subscription>();
  let producer: Promise<Producer> | undefined;
  let admin: Promise<Admin> | undefined;

  function adminClient(): Promise<Admin> {
    admin ??= connectOrForget(kafka.admin(), () => {
      admin = undefined;
    });
    return admin;
  }

  function producerClient(): Promise<Producer> {
    // maxInFlightRequests 1 keeps retried batches from overtaking each other.
    producer ??= connectOrForget(kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false }), () => {
      producer = undefined;
    });
    return producer;
  }

  async function ensureTopics(names: string[]): Promise<void> {
    const missing = names.filter((name) => !ensuredTopics.has(name));
    if (missing.length === 0) return;
    // Resolves false without error for topics that already exist.
    await (await adminClient()).createTopics({
      waitForLeaders: true,
      topics: missing.map((topic) => ({
        topic,
        numPartitions: options.numPartitions ?? 8,
        replicationFactor: options.replicationFactor ?? -1,
      })),
    });
    for (const name of missing) ensuredTopics.add(name);
  }

  async function publish(events: EventEnvelope[]): Promise<void> {
    if (events.length === 0) return;
    const byTopic = new Map<string, { key: string; value: string; headers: Record<string, string> }[]>();
    for (const event of events) {
      const name = topicName(event.topic);
      const messages = byTopic.get(name) ?? [];
      messages.push({ key: event.aggregateId, value: encodeEnvelope(event), headers: { 'event-id': event.id, 'event-type': event.type } });
      byTopic.set(name, messages);
    }
    await ensureTopics([...byTopic.keys()]);
    await (await producerClient()).sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
    });
  }

  async function deadLetter(topic: string, group: string, value: string, error: unknown, attempts: number): Promise<void> {
    const name = `${topic}.dead-letter`;
    await ensureTopics([name]);
    const message = error instanceof Error ? error.message : String(error);
    await (await producerClient()).send({
      topic: name,
      acks: -1,
      messages: [{ value, headers: { group, error: message, attempts: String(attempts), 'failed-at': new Date().toISOString() } }],
    });
  }

  async function subscribe({ topic, group, consumer: memberName, handler }: SubscribeOptions): Promise<Subscription> {
    const name = topicName(topic);
    await ensureTopics([name]);
    const member = new Kafka({ ...config, clientId: `${options.clientId}-${memberName}` });
    const consumer: Consumer = member.consumer({ groupId: group, allowAutoTopicCreation: false });
    const stop = new AbortController();
    const eachMessage: EachMessageHandler = async ({ topic: from, partition, message }) => {
      const value = message.value?.toString('utf8') ?? '';
      let outcome: HandlerOutcome;
      try {
        outcome = await handleWithRetries(handler, decodeEnvelope(value), retry, stop.signal, logger);
      } catch (error) {
        // Only decoding throws here: an unreadable message can never succeed.
        outcome = { kind: 'failed', error, attempts: 0 };
      }
      // Throwing leaves the offset uncommitted, so the group delivers the event again.
      if (outcome.kind === 'stopped') throw new Error('subscription closing; the event stays uncommitted');
      if (outcome.kind === 'failed') {
        await deadLetter(from, group, value, outcome.error, outcome.attempts);
        logger.error({ err: outcome.error, topic: from, group, partition, offset: message.offset }, 'event moved to the dead-letter topic');
      }
      await consumer.commitOffsets([{ topic: from, partition, offset: (BigInt(message.offset) + 1n).toString() }]);
    };
    try {
      await consumer.connect();
      await consumer.subscribe({ topics: [name], fromBeginning: true });
      await consumer.run({ autoCommit: false, partitionsConsumedConcurrently: options.partitionsConsumedConcurrently ?? 4, eachMessage });
    } catch (error) {
      await consumer.disconnect().catch(() => {});
      throw error;
    }
    const subscription: Subscription = {
      close: async () => {
        subscriptions.delete(subscription);
        stop.abort();
        await consumer.disconnect();
      },
    };
    subscriptions.add(subscription);
    return subscription;
  }

  async function catchUp({ topic, group, waitMs }: CatchUpOptions): Promise<number> {
    const name = topicName(topic);
    await ensureTopics([name]);
    return waitForGroup(await adminClient(), name, group, waitMs);
  }

  return {
    kind: 'kafka',
    publish,
    subscribe,
    catchUp,
    async ping(): Promise<void> {
      await (await adminClient()).describeCluster();
    },
    async close(): Promise<void> {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      const clients = await Promise.allSettled([producer, admin].filter((client) => client !== undefined));
      producer = undefined;
      admin = undefined;
      for (const client of clients) if (client.status === 'fulfilled') await client.value.disconnect();
    },
  };
}

/** Connects a client; a failed connection is forgotten so the next call tries again. */
async function connectOrForget<T extends { connect(): Promise<void> }>(client: T, forget: () => void): Promise<T> {
  try {
    await client.connect();
    return client;
  } catch (error) {
    forget();
    throw error;
  }
}

function forwardKafkaLog({ level, log }: LogEntry, logger: EventsLogger): void {
  const { message, timestamp: _timestamp, ...fields } = log;
  if (level === logLevel.ERROR) logger.error(fields, `kafka: ${message}`);
  else if (level === logLevel.WARN) logger.warn(fields, `kafka: ${message}`);
  else if (level === logLevel.INFO) logger.info(fields, `kafka: ${message}`);
}
