import { appendEvents } from '@ea/events';
import { recordAudit } from '@ea/service-kit/use-case';
import { type Kysely, type Migration, sql } from 'kysely';
import { channelEvent } from '../../events/channel-events.ts';
import type { ChannelRow } from '../channels-repository.ts';

interface NamedChannel {
  id: number;
  name: string;
  trimmed: string;
  key: string;
}

/**
 * Channel names become unique ignoring case and surrounding spaces (a unique index on
 * lower(trim(name))). Until now the API accepted "Acme" beside "acme ", so a live database may
 * hold such pairs and the index could not be built over them. Rather than fail the deployment or
 * drop a channel (companies, users and documents hang off it), each later channel of a clash is
 * renamed "<name> (2)", "(3)" … in id order: the oldest keeps its name, the outcome is the same on
 * every run, and a suffix another channel already holds is skipped. Each rename is audited (no
 * actor: the system did it) and announced as channel.updated, so identity's channel names and open
 * screens follow.
 */
export function uniqueChannelNames(schema: string): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
    async up(db: Kysely<any>) {
      const channels = sql.id(schema, 'channels');
      // Keys come from Postgres itself so they match the index exactly; a suffix of digits,
      // brackets and a space keeps lower(trim(name || suffix)) = lower(trim(name)) || suffix.
      const { rows } = await sql<NamedChannel>`
        select id, name, trim(name) as trimmed, lower(trim(name)) as key from ${channels} order by id`.execute(db);
      const taken = new Set(rows.map((row) => row.key));
      const firstOfKey = new Set<string>();
      const renames: { id: number; before: string; after: string }[] = [];
      for (const row of rows) {
        if (!firstOfKey.has(row.key)) {
          firstOfKey.add(row.key);
          continue;
        }
        let n = 2;
        while (taken.has(`${row.key} (${n})`)) n += 1;
        taken.add(`${row.key} (${n})`);
        renames.push({ id: row.id, before: row.name, after: `${row.trimmed} (${n})` });
      }
      for (const rename of renames) {
        // Channels had no archive columns yet (migration 0007).
        const row: Omit<ChannelRow, 'archived_at' | 'archived_by'> = await db
          .withSchema(schema)
          .updateTable('channels')
          .set({ name: rename.after, updated_at: sql`now()` })
          .where('id', '=', rename.id)
          .returning(['id', 'name', 'logo_key', 'logo_type', 'created_at', 'updated_at'])
          .executeTakeFirstOrThrow();
        await recordAudit(
          db,
          schema,
          { actorId: null, actorEmail: null, ip: null, requestId: null },
          {
            action: 'Update',
            targetType: 'channel',
            targetId: row.id,
            channelId: row.id,
            before: { name: rename.before },
            after: { name: row.name },
          },
        );
        await appendEvents(db, schema, [channelEvent('channel.updated', row)]);
      }
      await sql`create unique index channels_name_unique on ${channels} (lower(trim(name)))`.execute(db);
    },
  };
}
