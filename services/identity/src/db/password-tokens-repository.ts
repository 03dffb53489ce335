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
