import type { MfaProof, MfaStatus } from '@ea/contracts/identity';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { updateUser } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { proveOwner } from '../auth/owner-proof.ts';
import { readMfaStatus } from './read-mfa-status.ts';
import { signedInUser } from './signed-in-user.ts';

/**
 * Turns the emailed sign-in code on or off for the caller (MFA is optional per user). Off needs
 * the current password or an authenticator code: a session alone must not weaken the sign-in.
 */
export async function setEmailCodeMfa(
  context: UseCaseContext<IdentityDeps>,
  input: { emailCode: boolean; proof: MfaProof },
): Promise<MfaStatus> {
  const { deps, caller } = context;
  const current = await signedInUser(deps, caller);
  if (!input.emailCode && current.email_otp_enabled) await proveOwner(deps, current, input.proof);
  await commitChange(deps, caller.actor, async (trx) => {
    const user = await updateUser(trx, current.id, { email_otp_enabled: input.emailCode });
    const audit = {
      action: 'Update',
      targetType: 'user',
      targetId: user.id,
      channelId: user.channel_id,
      after: { emailCode: input.emailCode },
    };
    return { result: undefined, records: { audit: [audit], events: [] } };
  });
  return readMfaStatus(context);
}
