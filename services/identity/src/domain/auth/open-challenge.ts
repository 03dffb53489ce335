import { findChallengeForUpdate, type MfaChallengeRow } from '../../db/mfa-challenges-repository.ts';
import type { IdentityExecutor } from '../../db/schema.ts';
import { IdentityFailures } from '../failures.ts';

/** A challenge still open: not completed, not expired, attempts left. Locks it for the transaction. */
export async function openChallenge(trx: IdentityExecutor, challengeId: string, maxAttempts: number): Promise<MfaChallengeRow> {
  if (!/^[0-9a-f-]{36}$/i.test(challengeId)) throw IdentityFailures.invalidOtp();
  const challenge = await findChallengeForUpdate(trx, challengeId);
  if (!challenge || challenge.completed_at || challenge.expires_at.getTime() < Date.now() || challenge.attempts >= maxAttempts) {
    throw IdentityFailures.invalidOtp();
  }
  return challenge;
}
