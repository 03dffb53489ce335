import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { busContract } from '../bus-contract.ts';
import { quietLogger } from '../testing/test-bus.ts';
import { createKafkaBus } from './kafka-bus.ts';

const brokers =
  process.env.KAFKA_BROKERS?.split(',')
    .map((broker) => broker.trim())
    .filter(Boolean) ?? [];
const topicPrefix = `test-${randomUUID().slice(0, 8)}`;

describe.skipIf(brokers.length === 0)(brokers.length === 0 ? 'kafka adapter (skipped: KAFKA_BROKERS not set)' : 'kafka adapter', () => {
  busContract({
    makeBus: async () =>
      createKafkaBus({
        brokers,
        clientId: 'events-test',
        topicPrefix,
        numPartitions: 4,
        replicationFactor: 1,
        retry: { maxAttempts: 4, baseMs: 10, maxMs: 50 },
        logger: quietLogger,
      }),
    // A member joining or leaving costs a group rebalance, which takes seconds on Kafka.
    deliveryMs: 45_000,
  });
});
