import type { Updateable } from 'kysely';
import type { IdentityExecutor, UsersTable } from '../../db/schema.ts';
import { countFailedLogin, type UserRow, updateUser } from '../../db/users-repository.ts';
import type { IdentityConfig } from '../../identity-config.ts';

/**
 * Temporary locks after consecutive failed sign-ins (OWASP ASVS soft lockout): a lock ends by
 * itself, each further lock in a row lasts twice as long up to a cap, and a successful sign-in,
 * a password set through an emailed link or an admin's unlock clear it. No lock is permanent,
 * so nobody can shut an account (the first admin's included) for good by guessing at it.
 */

export function isLocked(user: Pick<UserRow, 'locked_until'>, now = Date.now()): boolean {
  return user.locked_until !== null && user.locked_until.getTime() > now;
}

/** The state of an account nobody failed to sign in to. */
export const UNLOCKED = { failed_logins: 0, locked_at: null, locked_until: null, lockouts: 0 } satisfies Updateable<UsersTable>;

export function hasFailures(user: Pick<UserRow, 'failed_logins' | 'lockouts' | 'locked_until'>): boolean {
  return user.failed_logins > 0 || user.lockouts > 0 || user.locked_until !== null;
}

export interface StartedLock {
  failures: number;
  seconds: number;
  until: Date;
}

/** Counts a failed sign-in of the row-locked user; at the threshold the account locks for a while. */
export async function countFailedSignIn(trx: IdentityExecutor, user: UserRow, config: IdentityConfig): Promise<StartedLock | null> {
  const failures = await countFailedLogin(trx, user.id);
  if (failures < config.lockoutThreshold) return null;
  const lockouts = user.lockouts + 1;
  const seconds = Math.min(config.lockoutSeconds.first * 2 ** (lockouts - 1), config.lockoutSeconds.max);
  const now = Date.now();
  const until = new Date(now + seconds * 1000);
  await updateUser(trx, user.id, { failed_logins: 0, locked_at: new Date(now), locked_until: until, lockouts });
  return { failures, seconds, until };
}
