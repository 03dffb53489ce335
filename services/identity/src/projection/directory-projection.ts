import { hostname } from 'node:os';
import type { EventEnvelope } from '@ea/contracts';
import { DIRECTORY_EVENTS, DIRECTORY_TOPIC } from '@ea/contracts/directory';
import type { AnyDb } from '@ea/db';
import { consumeOnce, type EventBus, eventReader, type Subscription } from '@ea/events';
import { upsertChannel } from '../db/channels-repository.ts';
import { upsertCompany } from '../db/companies-repository.ts';
import { IDENTITY_SCHEMA, identityDb } from '../db/schema.ts';

/** Where identity reads the directory's events: its topic, as the consumer group `identity`. */
export const DIRECTORY_FEED = { topic: DIRECTORY_TOPIC, group: 'identity' } as const;

/** The directory's events as its contract types them; null for any other or a payload the contract refuses. */
const readDirectoryEvent = eventReader(DIRECTORY_EVENTS);

/**
 * Applies one directory event to identity's projections (channel id, name and archived state;
 * company channel and deleted state), once however often it arrives: the subscription and the
 * read-your-writes catch-up may both deliver it. Channel and company events carry the whole
 * state, so applying them in the aggregate's order leaves the latest.
 */
export async function applyDirectoryEvent(db: AnyDb, envelope: EventEnvelope): Promise<void> {
  const event = readDirectoryEvent(envelope);
  if (event === null) return;
  switch (event.type) {
    case 'channel.created':
    case 'channel.updated': {
      // Events stored before channels could be archived carry no flag: the channel was not archived then.
      const channel = { id: event.payload.id, name: event.payload.name, archived: event.payload.archived ?? false };
      await consumeOnce(db, IDENTITY_SCHEMA, 'identity-channels', event, (trx) => upsertChannel(identityDb(trx), channel));
      return;
    }
    case 'company.created':
    case 'company.updated':
    case 'company.deleted':
    case 'company.restored': {
      const company = { id: event.payload.id, channelId: event.payload.channelId, deleted: event.payload.deleted };
      await consumeOnce(db, IDENTITY_SCHEMA, 'identity-companies', event, (trx) => upsertCompany(identityDb(trx), company));
      return;
    }
  }
}

/** Keeps identity's channel and company projections in step with the directory's events. */
export function subscribeDirectoryProjection(bus: EventBus, db: AnyDb): Promise<Subscription> {
  return bus.subscribe({
    ...DIRECTORY_FEED,
    consumer: `identity-${hostname()}-${process.pid}`,
    handler: (event) => applyDirectoryEvent(db, event),
  });
}
