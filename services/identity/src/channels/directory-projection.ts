import { hostname } from 'node:os';
import type { EventEnvelope } from '@ea/contracts';
import type { AnyDb } from '@ea/db';
import { consumeOnce, type EventBus, type Subscription } from '@ea/events';
import { upsertChannel } from '../db/channels-repository.ts';
import { type ProjectedCompany, upsertCompany } from '../db/companies-repository.ts';
import { identityDb } from '../db/identity-database.ts';
import { IDENTITY_SCHEMA } from '../migrations/identity-migrations.ts';

/** Where identity reads the directory's events: its topic, as the consumer group `identity`. */
export const DIRECTORY_FEED = { topic: 'directory', group: 'identity' } as const;

const CHANNEL_EVENTS = new Set(['channel.created', 'channel.updated']);
const COMPANY_EVENTS = new Set(['company.created', 'company.updated', 'company.deleted', 'company.restored']);

function channelOf(event: EventEnvelope): { id: number; name: string } | null {
  const payload = event.payload as { id?: unknown; name?: unknown } | null;
  if (!payload || !Number.isInteger(payload.id) || typeof payload.name !== 'string') return null;
  return { id: payload.id as number, name: payload.name };
}

function companyOf(event: EventEnvelope): ProjectedCompany | null {
  const payload = event.payload as { id?: unknown; channelId?: unknown; deleted?: unknown } | null;
  if (!payload || !Number.isInteger(payload.id) || !Number.isInteger(payload.channelId) || typeof payload.deleted !== 'boolean')
    return null;
  return { id: payload.id as number, channelId: payload.channelId as number, deleted: payload.deleted };
}

/**
 * Applies one directory event to identity's projections (channel id and name; company channel and
 * deleted state), once however often it arrives: the subscription and the read-your-writes
 * catch-up may both deliver it. Company events carry the whole state, so applying them in the
 * aggregate's order leaves the latest.
 */
export async function applyDirectoryEvent(db: AnyDb, event: EventEnvelope): Promise<void> {
  if (CHANNEL_EVENTS.has(event.type)) {
    const channel = channelOf(event);
    if (channel) await consumeOnce(db, IDENTITY_SCHEMA, 'identity-channels', event, (trx) => upsertChannel(identityDb(trx), channel));
  } else if (COMPANY_EVENTS.has(event.type)) {
    const company = companyOf(event);
    if (company) await consumeOnce(db, IDENTITY_SCHEMA, 'identity-companies', event, (trx) => upsertCompany(identityDb(trx), company));
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
