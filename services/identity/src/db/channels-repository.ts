import type { Selectable } from 'kysely';
import type { ChannelsTable, IdentityExecutor } from './schema.ts';

export type ChannelRow = Selectable<ChannelsTable>;

/** The projection of the directory's channels: id, name and archived state come from its events. */
export async function upsertChannel(db: IdentityExecutor, channel: { id: number; name: string; archived: boolean }): Promise<void> {
  const values = { name: channel.name, archived: channel.archived, updated_at: new Date() };
  await db
    .insertInto('channels')
    .values({ id: channel.id, ...values })
    .onConflict((c) => c.column('id').doUpdateSet(values))
    .execute();
}

export function findChannel(db: IdentityExecutor, id: number): Promise<ChannelRow | undefined> {
  return db.selectFrom('channels').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function channelNames(db: IdentityExecutor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('channels').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function setChannelMfaRequired(db: IdentityExecutor, id: number, required: boolean): Promise<void> {
  await db.updateTable('channels').set({ mfa_required: required }).where('id', '=', id).execute();
}
