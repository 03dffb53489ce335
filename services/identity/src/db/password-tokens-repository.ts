import type { Insertable, Selectable } from 'kysely';
import type { IdentityExecutor, PasswordTokensTable } from './schema.ts';

export type PasswordTokenRow = Selectable<PasswordTokensTable>;

/** A new link voids the user's earlier unused links of the same purpose. */
export async function replacePasswordToken(db: IdentityExecutor, values: Insertable<PasswordTokensTable>): Promise<void> {
  await db
    .updateTable('password_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', values.user_id)
    .where('purpose', '=', values.purpose)
    .where('used_at', 'is', null)
    .execute();
  await db.insertInto('password_tokens').values(values).execute();
}

export function findPasswordToken(db: IdentityExecutor, tokenHash: string): Promise<PasswordTokenRow | undefined> {
  return db.selectFrom('password_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function findPasswordTokenForUpdate(db: IdentityExecutor, tokenHash: string): Promise<PasswordTokenRow | undefined> {
  return db.selectFrom('password_tokens').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
}

export async function markPasswordTokenUsed(db: IdentityExecutor, id: string): Promise<void> {
  await db.updateTable('password_tokens').set({ used_at: new Date() }).where('id', '=', id).execute();
}

export type ActivationLinkRow = Pick<PasswordTokenRow, 'user_id' | 'created_at' | 'expires_at' | 'used_at'>;

/** Each user's newest activation link (an earlier one is void once a new one is sent), keyed by user id. */
export async function latestActivationLinks(db: IdentityExecutor, userIds: number[]): Promise<Map<number, ActivationLinkRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('password_tokens')
    .distinctOn('user_id')
    .select(['user_id', 'created_at', 'expires_at', 'used_at'])
    .where('purpose', '=', 'activation')
    .where('user_id', 'in', userIds)
    .orderBy('user_id')
    .orderBy('created_at', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.user_id, row]));
}
