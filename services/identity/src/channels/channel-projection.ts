import { hostname } from 'node:os';
import type { EventEnvelope } from '@ea/contracts';
import type { AnyDb } from '@ea/db';
import { consumeOnce, type EventBus, type Subscription } from '@ea/events';
import { upsertChannel } from '../db/channels-repository.ts';
import { identityDb } from '../db/identity-database.ts';
import { IDENTITY_SCHEMA } from '../migrations/identity-migrations.ts';

const CHANNEL_EVENTS = new Set(['channel.created', 'channel.updated']);

function channelOf(event: EventEnvelope): { id: number; name: string } | null {
  const payload = event.payload as { id?: unknown; name?: unknown } | null;
  if (!payload || !Number.isInteger(payload.id) || typeof payload.name !== 'string') return null;
  return { id: payload.id as number, name: payload.name };
}

/**
 * Keeps identity.channels in step with the directory's channels (id and name), applying each
 * event once however often the bus delivers it.
 */
export function subscribeChannelProjection(bus: EventBus, db: AnyDb): Promise<Subscription> {
  return bus.subscribe({
    topic: 'directory',
    group: 'identity',
    consumer: `identity-${hostname()}-${process.pid}`,
    handler: async (event) => {
      if (!CHANNEL_EVENTS.has(event.type)) return;
      const channel = channelOf(event);
      if (!channel) return;
      await consumeOnce(db, IDENTITY_SCHEMA, 'identity-channels', event, (trx) => upsertChannel(identityDb(trx), channel));
    },
  });
}
