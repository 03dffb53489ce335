import type { Insertable, Selectable, Updateable } from 'kysely';
import type { IdentityExecutor, MfaChallengesTable } from './schema.ts';

export type MfaChallengeRow = Selectable<MfaChallengesTable>;

export async function insertChallenge(db: IdentityExecutor, values: Insertable<MfaChallengesTable>): Promise<void> {
  await db.insertInto('mfa_challenges').values(values).execute();
}

export function findChallengeForUpdate(db: IdentityExecutor, id: string): Promise<MfaChallengeRow | undefined> {
  return db.selectFrom('mfa_challenges').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateChallenge(db: IdentityExecutor, id: string, patch: Updateable<MfaChallengesTable>): Promise<void> {
  await db.updateTable('mfa_challenges').set(patch).where('id', '=', id).execute();
}

/** The challenge without a lock, or undefined for an id no challenge has (any text may be given). */
export function findChallenge(db: IdentityExecutor, id: string): Promise<MfaChallengeRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return Promise.resolve(undefined);
  return db.selectFrom('mfa_challenges').selectAll().where('id', '=', id).executeTakeFirst();
}
