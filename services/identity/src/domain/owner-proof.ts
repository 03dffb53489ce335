import { verifyPassword } from '../auth/password-hashing.ts';
import { verifyTotp } from '../auth/totp.ts';
import type { UserRow } from '../db/users-repository.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { IdentityErrors } from './identity-errors.ts';

/** What proves that the person holding a session owns the account. */
export interface OwnerProof {
  currentPassword?: string;
  /** A code from the account's authenticator app. */
  code?: string;
}

const BUCKET = 'owner-proof';

/**
 * Checks the current password, or the authenticator code when one is given, before a change that
 * weakens the account (a new password, MFA off). Wrong proofs count per account, shared by every
 * such change: past a few the account waits (429), so a stolen session cannot guess the password.
 */
export async function proveOwner(deps: IdentityDeps, user: UserRow, proof: OwnerProof): Promise<void> {
  const key = `account:${user.id}`;
  await deps.limiter.assertNotWaiting(BUCKET, key);
  const code = proof.code?.trim();
  if (code) {
    if (user.totp_secret !== null && verifyTotp(user.totp_secret, code)) return;
    await deps.limiter.recordFailure(BUCKET, key, deps.config.passwordProofThrottle);
    throw IdentityErrors.invalidCode();
  }
  if (!proof.currentPassword) throw IdentityErrors.currentPasswordNeeded();
  if (await verifyPassword(user.password_hash, proof.currentPassword)) return;
  await deps.limiter.recordFailure(BUCKET, key, deps.config.passwordProofThrottle);
  throw IdentityErrors.wrongCurrentPassword();
}
