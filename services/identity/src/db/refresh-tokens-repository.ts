import type { Insertable, Selectable } from 'kysely';
import type { IdentityExecutor, RefreshTokensTable } from './schema.ts';

export type RefreshTokenRow = Selectable<RefreshTokensTable>;

export async function insertRefreshToken(db: IdentityExecutor, values: Insertable<RefreshTokensTable>): Promise<void> {
  await db.insertInto('refresh_tokens').values(values).execute();
}

export function findRefreshToken(db: IdentityExecutor, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Locks the row, so two refreshes with the same token cannot both rotate it. */
export function findRefreshTokenForUpdate(db: IdentityExecutor, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
}

export async function markRotated(db: IdentityExecutor, id: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ rotated_at: new Date() }).where('id', '=', id).execute();
}

export async function revokeFamily(db: IdentityExecutor, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUserRefreshTokens(db: IdentityExecutor, userId: number): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
