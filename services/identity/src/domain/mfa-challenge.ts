import type { IdentityExecutor } from '../db/identity-database.ts';
import { findChallengeForUpdate, type MfaChallengeRow } from '../db/mfa-challenges-repository.ts';
import { IdentityErrors } from './identity-errors.ts';

/** A challenge still open: not completed, not expired, attempts left. Locks it for the transaction. */
export async function openChallenge(trx: IdentityExecutor, challengeId: string, maxAttempts: number): Promise<MfaChallengeRow> {
  if (!/^[0-9a-f-]{36}$/i.test(challengeId)) throw IdentityErrors.invalidOtp();
  const challenge = await findChallengeForUpdate(trx, challengeId);
  if (!challenge || challenge.completed_at || challenge.expires_at.getTime() < Date.now() || challenge.attempts >= maxAttempts) {
    throw IdentityErrors.invalidOtp();
  }
  return challenge;
}
