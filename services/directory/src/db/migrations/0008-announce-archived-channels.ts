import { appendEvents } from '@ea/events';
import type { Kysely, Migration } from 'kysely';
import { channelEvent } from '../../events/channel-events.ts';
import type { ChannelRow } from '../channels-repository.ts';

/**
 * Announces every archived channel as it is now (one `channel.updated` each, through the outbox).
 * Identity's channel projection learned to keep the archived state after channels could already
 * be archived: the events it had applied before then carried the state it did not keep, and it
 * starts from "not archived". A projection keeps the newest state per channel, so an announcement
 * of what it already holds changes nothing. Active channels need none; on a new database there is
 * nothing to announce.
 */
export const announceArchivedChannels = (schema: string): Migration => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
  async up(db: Kysely<any>) {
    const archived = (await db
      .withSchema(schema)
      .selectFrom('channels')
      .select(['id', 'name', 'archived_at'])
      .where('archived_at', 'is not', null)
      .orderBy('id')
      .execute()) as Pick<ChannelRow, 'id' | 'name' | 'archived_at'>[];
    await appendEvents(
      db,
      schema,
      archived.map((channel) => channelEvent('channel.updated', channel)),
    );
  },
});
