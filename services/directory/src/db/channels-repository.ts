import { type Selectable, sql } from 'kysely';
import type { ChannelsTable, DirectoryExecutor } from './schema.ts';

export type ChannelRow = Selectable<ChannelsTable>;

const COLUMNS = ['id', 'name', 'logo_key', 'logo_type', 'created_at', 'updated_at'] as const;

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
