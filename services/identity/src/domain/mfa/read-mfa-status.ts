import type { MfaStatus } from '@ea/contracts/identity';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { findChannel } from '../../db/channels-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { signedInUser } from './signed-in-user.ts';

/** The caller's MFA settings, and whether its channel requires MFA. */
export async function readMfaStatus({ deps, caller }: UseCaseContext<IdentityDeps>): Promise<MfaStatus> {
  const user = await signedInUser(deps, caller);
  const channel = user.channel_id === null ? undefined : await findChannel(deps.db, user.channel_id);
  return { emailCode: user.email_otp_enabled, authenticator: user.totp_secret !== null, requiredByChannel: channel?.mfa_required === true };
}
