import { describe, expect, it } from 'vitest';
import { createEventBus } from './create-event-bus.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('createEventBus', () => {
  it('uses Redis Streams on REDIS_URL by default', async () => {
    const bus = createEventBus({ REDIS_URL: redisUrl });
    expect(bus.kind).toBe('redis');
    await bus.ping();
    await bus.close();
  });

  it('uses Kafka when EVENT_BUS=kafka and brokers are given', async () => {
    const bus = createEventBus({ EVENT_BUS: 'kafka', KAFKA_BROKERS: 'kafka-1:9092, kafka-2:9092', REDIS_URL: redisUrl });
    expect(bus.kind).toBe('kafka');
    // Nothing was connected yet, so closing needs no broker.
    await bus.close();
  });

  it('refuses EVENT_BUS=kafka without brokers, naming the missing variable', () => {
    expect(() => createEventBus({ EVENT_BUS: 'kafka', KAFKA_BROKERS: ' , ', REDIS_URL: redisUrl })).toThrow(/KAFKA_BROKERS/);
  });

  it('refuses Redis Streams without REDIS_URL', () => {
    expect(() => createEventBus({})).toThrow(/REDIS_URL/);
  });
});
