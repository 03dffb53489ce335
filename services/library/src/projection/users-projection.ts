import { hostname } from 'node:os';
import type { EventEnvelope } from '@ea/contracts';
import { IDENTITY_EVENTS, IDENTITY_TOPIC } from '@ea/contracts/identity';
import type { AnyDb } from '@ea/db';
import { consumeOnce, type EventBus, eventReader, type Subscription } from '@ea/events';
import type { JobLogger } from '@ea/jobs';
import { LIBRARY_SCHEMA, libraryDb } from '../db/schema.ts';
import { applyUserState } from '../db/users-repository.ts';

/**
 * The library's projection of the identity's users (`library.users`): who is in which channel,
 * which single company they are limited to and whether they may sign in, so a comment mentions
 * and notifies only users who may open the document.
 *
 * It follows the shape of the shared company projection (`@ea/service-kit/company-projection`):
 * its own consumer group, the inbox against redelivery, a subscription the library's `start`
 * opens and closes. It stays in the library rather than in the kit: no other service needs the
 * identity's users, and the kit would otherwise learn the identity's contract for one consumer.
 * It needs no read-your-writes catch-up either: a mention names a user the SPA took from the
 * mentionable users, which this same table answers, so a user it does not show was never offered.
 */

/** Where the library reads the identity's events: a consumer group of its own, apart from the directory's `library`. */
export const USERS_FEED = { topic: IDENTITY_TOPIC, group: 'library-users' } as const;
/** The inbox consumer of the projection. */
const CONSUMER = 'library-users';

/** The identity's events as its contract types them; null for any other or a payload the contract refuses. */
const readIdentityEvent = eventReader(IDENTITY_EVENTS);

/**
 * Applies one identity user event, once however often it arrives, and only when it is not older
 * than the state already applied for that user (see applyUserState). Every user event carries the
 * user's whole state; a deleted user is kept as inactive, so a late event cannot bring it back.
 * Answers whether the event was a user event the projection took in.
 */
export async function applyUserEvent(db: AnyDb, envelope: EventEnvelope): Promise<boolean> {
  const event = readIdentityEvent(envelope);
  const at = new Date(envelope.occurredAt);
  if (event === null || Number.isNaN(at.getTime())) return false;
  switch (event.type) {
    case 'user.created':
    case 'user.updated':
    case 'user.revoked':
    case 'user.deleted': {
      const { id, email, channelId, singleCompanyId, status, active } = event.payload;
      const state = { id, email, channelId, singleCompanyId, status, active: event.type === 'user.deleted' ? false : active };
      await consumeOnce(db, LIBRARY_SCHEMA, CONSUMER, event, (trx) => applyUserState(libraryDb(trx), state, at));
      return true;
    }
    default:
      return false;
  }
}

export interface UserProjection {
  /** Keeps `library.users` in step with the identity's user events. */
  subscribe(): Promise<Subscription>;
}

export function userProjection(options: { bus: EventBus; db: AnyDb; log: JobLogger }): UserProjection {
  const { bus, db, log } = options;
  return {
    subscribe: () =>
      bus.subscribe({
        ...USERS_FEED,
        consumer: `${USERS_FEED.group}-${hostname()}-${process.pid}`,
        handler: async (event) => {
          const applied = await applyUserEvent(db, event);
          if (!applied && event.type.startsWith('user.') && readIdentityEvent(event) === null) {
            log.warn({ eventId: event.id, type: event.type }, 'user event that breaks the identity’s contract');
          }
        },
      }),
  };
}
