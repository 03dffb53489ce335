import type { EventBus } from './event-bus.ts';
import type { EventsLogger } from './events-logger.ts';
import { createKafkaBus } from './kafka/kafka-bus.ts';
import { createRedisStreamsBus } from './redis-streams/redis-streams-bus.ts';

export interface EventBusEnv {
  /** "kafka" selects Kafka; anything else (or nothing) selects Redis Streams. */
  EVENT_BUS?: string | undefined;
  /** Comma-separated host:port list, required with EVENT_BUS=kafka. */
  KAFKA_BROKERS?: string | undefined;
  /** Client id towards Kafka. Default "ea-platform". */
  KAFKA_CLIENT_ID?: string | undefined;
  REDIS_URL?: string | undefined;
}

export interface CreateEventBusOptions {
  logger?: EventsLogger;
  /** Redis key prefix or Kafka topic prefix. */
  prefix?: string;
}

/** Chooses the event bus from the environment: Kafka with EVENT_BUS=kafka, otherwise Redis Streams on REDIS_URL. */
export function createEventBus(env: EventBusEnv, options: CreateEventBusOptions = {}): EventBus {
  if (env.EVENT_BUS?.trim().toLowerCase() === 'kafka') {
    const brokers = (env.KAFKA_BROKERS ?? '')
      .split(',')
      .map((broker) => broker.trim())
      .filter(Boolean);
    if (brokers.length === 0) {
      throw new Error('EVENT_BUS=kafka needs KAFKA_BROKERS, a comma-separated list of host:port (e.g. kafka-1:9092,kafka-2:9092)');
    }
    return createKafkaBus({
      brokers,
      clientId: env.KAFKA_CLIENT_ID ?? 'ea-platform',
      ...(options.prefix === undefined ? {} : { topicPrefix: options.prefix }),
      ...(options.logger === undefined ? {} : { logger: options.logger }),
    });
  }
  if (!env.REDIS_URL)
    throw new Error('REDIS_URL is not set: the Redis Streams event bus needs it (or set EVENT_BUS=kafka and KAFKA_BROKERS)');
  return createRedisStreamsBus({
    redis: env.REDIS_URL,
    ...(options.prefix === undefined ? {} : { prefix: options.prefix }),
    ...(options.logger === undefined ? {} : { logger: options.logger }),
  });
}
