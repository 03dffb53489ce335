import type { TenantScope } from '@ea/service-kit/use-case';
import { type Selectable, sql } from 'kysely';
import { companyInScope } from './company-scope.ts';
import type { ChannelsTable, DirectoryExecutor } from './schema.ts';

export type ChannelRow = Selectable<ChannelsTable>;

const COLUMNS = ['id', 'name', 'logo_key', 'logo_type', 'created_at', 'updated_at', 'archived_at', 'archived_by'] as const;

export async function insertChannel(ex: DirectoryExecutor, name: string): Promise<ChannelRow> {
  return ex.insertInto('channels').values({ name }).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function findChannel(ex: DirectoryExecutor, id: number, lock = false): Promise<ChannelRow | null> {
  const row = await ex
    .selectFrom('channels')
    .select(COLUMNS)
    .where('id', '=', id)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  return row ?? null;
}

/** Another channel whose name equals this one ignoring case and surrounding spaces (the unique index's rule). */
export async function findChannelNamed(ex: DirectoryExecutor, name: string, exceptId?: number): Promise<ChannelRow | null> {
  const row = await ex
    .selectFrom('channels')
    .select(COLUMNS)
    .where(sql`lower(trim(name))`, '=', sql`lower(trim(${name}))`)
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst();
  return row ?? null;
}

export async function renameChannel(ex: DirectoryExecutor, id: number, name: string): Promise<ChannelRow> {
  return ex.updateTable('channels').set({ name, updated_at: sql`now()` }).where('id', '=', id).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function setChannelLogo(ex: DirectoryExecutor, id: number, logo: { key: string; type: string }): Promise<ChannelRow> {
  return ex
    .updateTable('channels')
    .set({ logo_key: logo.key, logo_type: logo.type, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Archives a channel (who did it: the actor's user id), or unarchives it with `archivedBy` null. */
export async function setChannelArchived(ex: DirectoryExecutor, id: number, archivedBy: string | null): Promise<ChannelRow> {
  return ex
    .updateTable('channels')
    .set({
      archived_at: archivedBy === null ? null : sql<Date>`now()`,
      archived_by: archivedBy,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Whether the channel is archived, holding a share lock on its row until the transaction ends, so
 * a company added in that transaction cannot race an admin archiving the channel. Null when the
 * channel does not exist.
 */
export async function lockChannelArchived(ex: DirectoryExecutor, id: number): Promise<boolean | null> {
  const row = await ex.selectFrom('channels').select('archived_at').where('id', '=', id).forShare().executeTakeFirst();
  return row ? row.archived_at !== null : null;
}

/** How many of the channel's companies within the scope are live and how many deleted. */
export async function countChannelCompanies(
  ex: DirectoryExecutor,
  channelId: number,
  scope: TenantScope,
): Promise<{ live: number; deleted: number }> {
  const row = await ex
    .selectFrom('companies')
    .where('companies.channel_id', '=', channelId)
    .where((eb) => companyInScope(eb, scope))
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('deleted_at', 'is', null).as('live'),
      eb.fn.countAll<string>().filterWhere('deleted_at', 'is not', null).as('deleted'),
    ])
    .executeTakeFirstOrThrow();
  return { live: Number(row.live), deleted: Number(row.deleted) };
}

/** Every channel, or only the given one (a non-admin sees its own channel). */
export async function listChannels(ex: DirectoryExecutor, onlyId: number | null | 'all'): Promise<ChannelRow[]> {
  if (onlyId === null) return [];
  return ex
    .selectFrom('channels')
    .select(COLUMNS)
    .$if(onlyId !== 'all', (q) => q.where('id', '=', onlyId as number))
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

export async function countChannels(ex: DirectoryExecutor): Promise<number> {
  const row = await ex
    .selectFrom('channels')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
