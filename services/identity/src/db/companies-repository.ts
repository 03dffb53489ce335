import type { IdentityExecutor } from './schema.ts';

export interface ProjectedCompany {
  id: number;
  channelId: number;
  deleted: boolean;
}

/** The projection of the directory's companies: the channel each is in and whether it is deleted. */
export async function upsertCompany(db: IdentityExecutor, company: ProjectedCompany): Promise<void> {
  const values = { channel_id: company.channelId, deleted: company.deleted, updated_at: new Date() };
  await db
    .insertInto('companies')
    .values({ id: company.id, ...values })
    .onConflict((c) => c.column('id').doUpdateSet(values))
    .execute();
}

/** Whether the company is a live company of the channel, as far as the projection knows. */
export async function isLiveCompanyOf(db: IdentityExecutor, companyId: number, channelId: number | null): Promise<boolean> {
  if (channelId === null) return false;
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('id', '=', companyId)
    .where('channel_id', '=', channelId)
    .where('deleted', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}
