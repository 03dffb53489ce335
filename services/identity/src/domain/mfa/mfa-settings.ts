import { ApiError } from '@ea/contracts';
import type { AuditActor } from '@ea/service-kit';
import { findChannel, setChannelMfaRequired } from '../../db/channels-repository.ts';
import { findUserById, updateUser, usersOfChannel } from '../../db/users-repository.ts';
import { setupAuthenticatorLink } from '../../mail/brand-links.ts';
import { setupAuthenticatorMail } from '../../mail/templates/setup-authenticator-mail.ts';
import { audit } from '../audit-trail.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { type OwnerProof, proveOwner } from '../owner-proof.ts';
import { asBrand } from '../send-sign-in-code.ts';

export async function mfaStatus(deps: IdentityDeps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new ApiError('unauthorized');
  const channel = user.channel_id === null ? undefined : await findChannel(deps.db, user.channel_id);
  return { emailCode: user.email_otp_enabled, authenticator: user.totp_secret !== null, requiredByChannel: channel?.mfa_required === true };
}

/**
 * Turns the emailed sign-in code on or off for the caller (MFA is optional per user). Off needs
 * the current password or an authenticator code: a session alone must not weaken the sign-in.
 */
export async function setEmailCodeMfa(options: {
  deps: IdentityDeps;
  userId: number;
  enabled: boolean;
  proof: OwnerProof;
  actor: AuditActor;
}) {
  const { deps, userId, enabled, actor } = options;
  const current = await findUserById(deps.db, userId);
  if (!current) throw new ApiError('unauthorized');
  if (!enabled && current.email_otp_enabled) await proveOwner(deps, current, options.proof);
  await deps.db.transaction().execute(async (trx) => {
    const user = await updateUser(trx, userId, { email_otp_enabled: enabled });
    await audit(trx, actor, {
      action: 'Update',
      targetType: 'user',
      targetId: userId,
      channelId: user.channel_id,
      after: { emailCode: enabled },
    });
  });
  return mfaStatus(deps, userId);
}

/**
 * An admin requires MFA for every user of a channel. Users without an authenticator are told by
 * mail, with a link to their brand's setup-authenticator page.
 */
export async function setChannelMfa(options: { deps: IdentityDeps; channelId: number; required: boolean; actor: AuditActor }) {
  const { deps, channelId, required, actor } = options;
  await deps.directory.readYourWrites({ channelId });
  const recipients = await deps.db.transaction().execute(async (trx) => {
    const channel = await findChannel(trx, channelId);
    if (!channel) throw new ApiError('notFound', 'Channel not found');
    await setChannelMfaRequired(trx, channelId, required);
    await audit(trx, actor, {
      action: 'Update',
      targetType: 'channel-mfa',
      targetId: channelId,
      channelId,
      before: { required: channel.mfa_required },
      after: { required },
    });
    if (!required || channel.mfa_required) return [];
    return (await usersOfChannel(trx, channelId)).filter((u) => u.totp_secret === null && u.active && u.status === 'ACTIVE');
  });
  for (const user of recipients) {
    const brand = asBrand(user.brand);
    await deps.mailer.send(setupAuthenticatorMail(user.email, brand, setupAuthenticatorLink(deps.config.publicUrl, brand)));
  }
  return { channelId, required };
}
