import type { EventEnvelope } from '@ea/contracts';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { eventReader } from './event-catalog.ts';

const CATALOG = {
  'order.placed': Type.Object({ id: Type.Integer({ minimum: 1 }), total: Type.Number() }),
  'order.cancelled': Type.Object({ id: Type.Integer({ minimum: 1 }) }),
} as const;

function envelope(type: string, payload: unknown): EventEnvelope {
  return {
    id: 'e1',
    type,
    topic: 'orders',
    aggregateType: 'order',
    aggregateId: '1',
    occurredAt: new Date().toISOString(),
    scope: {},
    payload,
  };
}

describe('eventReader', () => {
  const read = eventReader(CATALOG);

  it('answers an event of the catalog typed by its type', () => {
    const event = read(envelope('order.placed', { id: 7, total: 12.5 }));
    expect(event?.type).toBe('order.placed');
    if (event?.type === 'order.placed') expect(event.payload.total).toBe(12.5);
  });

  it('answers null for a type the producer does not publish and for a payload its contract refuses', () => {
    expect(read(envelope('order.shipped', { id: 7 }))).toBeNull();
    expect(read(envelope('order.placed', { id: '7', total: 12.5 }))).toBeNull();
    expect(read(envelope('order.cancelled', { id: 0 }))).toBeNull();
    expect(read(envelope('constructor', {}))).toBeNull();
  });
});
