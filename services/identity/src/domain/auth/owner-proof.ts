import type { MfaProof } from '@ea/contracts/identity';
import type { UserRow } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { verifyPassword } from '../../security/password-hashing.ts';
import { verifyTotp } from '../../security/totp.ts';
import { IdentityFailures } from '../failures.ts';

const BUCKET = 'owner-proof';

/**
 * Checks the current password, or the authenticator code when one is given, before a change that
 * weakens the account (a new password, MFA off). Wrong proofs count per account, shared by every
 * such change: past a few the account waits (429), so a stolen session cannot guess the password.
 */
export async function proveOwner(deps: Pick<IdentityDeps, 'limiter' | 'config'>, user: UserRow, proof: MfaProof): Promise<void> {
  const key = `account:${user.id}`;
  await deps.limiter.assertNotWaiting(BUCKET, key);
  const code = proof.code?.trim();
  if (code) {
    if (user.totp_secret !== null && verifyTotp(user.totp_secret, code)) return;
    await deps.limiter.recordFailure(BUCKET, key, deps.config.passwordProofThrottle);
    throw IdentityFailures.invalidCode();
  }
  if (!proof.currentPassword) throw IdentityFailures.currentPasswordNeeded();
  if (await verifyPassword(user.password_hash, proof.currentPassword)) return;
  await deps.limiter.recordFailure(BUCKET, key, deps.config.passwordProofThrottle);
  throw IdentityFailures.wrongCurrentPassword();
}
