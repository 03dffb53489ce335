import { appendEvents } from '@ea/events';
import type { Kysely, Migration } from 'kysely';
import { userEvent } from '../../events/user-events.ts';
import type { UserRow } from '../users-repository.ts';

/**
 * Announces every user as it is now (one `user.updated` each, through the outbox): projections of
 * the identity's users that came after some users were created (the library's, which decides who a
 * comment may mention) learn of them without waiting for each to change. A projection keeps the
 * newest state per user, so an announcement it has already seen the like of changes nothing. On a
 * new database there is nobody to announce yet.
 */
export const announceUsers = (schema: string): Migration => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
  async up(db: Kysely<any>) {
    const users = (await db.withSchema(schema).selectFrom('users').selectAll().orderBy('id').execute()) as UserRow[];
    await appendEvents(
      db,
      schema,
      users.map((user) => userEvent('user.updated', user)),
    );
  },
});
