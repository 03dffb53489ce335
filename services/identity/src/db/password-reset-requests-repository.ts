import { randomUUID } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import type { IdentityExecutor, PasswordResetRequestsTable } from './schema.ts';

export type PasswordResetRequestRow = Selectable<PasswordResetRequestsTable>;

export async function insertPasswordResetRequest(db: IdentityExecutor, email: string, brand: string | undefined): Promise<void> {
  await db
    .insertInto('password_reset_requests')
    .values({ id: randomUUID(), email, brand: brand ?? null })
    .execute();
}

/**
 * Takes the oldest due request and moves its next attempt away (`retrySeconds`, doubling with
 * each attempt) in one statement: other processes skip it meanwhile, and if this one fails or
 * dies before finishing, the request is due again then.
 */
export async function claimDuePasswordResetRequest(
  db: IdentityExecutor,
  retrySeconds: number,
): Promise<PasswordResetRequestRow | undefined> {
  return db
    .updateTable('password_reset_requests')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: sql`now() + make_interval(secs => ${retrySeconds} * power(2, least(attempts, 10)))`,
    }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('password_reset_requests')
        .select('id')
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .orderBy('requested_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function deletePasswordResetRequest(db: IdentityExecutor, id: string): Promise<void> {
  await db.deleteFrom('password_reset_requests').where('id', '=', id).execute();
}
