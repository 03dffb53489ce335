import type { ChannelMfa } from '@ea/contracts/identity';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { findChannel, setChannelMfaRequired } from '../../db/channels-repository.ts';
import { usersOfChannel } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { setupAuthenticatorLink } from '../../mail/brand-links.ts';
import { setupAuthenticatorMail } from '../../mail/templates/setup-authenticator-mail.ts';
import { asBrand } from '../auth/brand.ts';
import { IdentityFailures } from '../failures.ts';

/**
 * An admin requires MFA for every user of a channel (or no longer does). Users without an
 * authenticator are told by mail, with a link to their brand's setup-authenticator page.
 */
export async function setChannelMfa({ deps, caller }: UseCaseContext<IdentityDeps>, input: ChannelMfa): Promise<ChannelMfa> {
  const { channelId, required } = input;
  await deps.directory.readYourWrites({ channelId });
  const recipients = await commitChange(deps, caller.actor, async (trx) => {
    const channel = await findChannel(trx, channelId);
    if (!channel) throw IdentityFailures.channelNotFound();
    await setChannelMfaRequired(trx, channelId, required);
    const audit = {
      action: 'Update',
      targetType: 'channel-mfa',
      targetId: channelId,
      channelId,
      before: { required: channel.mfa_required },
      after: { required },
    };
    const newlyRequired = required && !channel.mfa_required;
    const told = newlyRequired
      ? (await usersOfChannel(trx, channelId)).filter((u) => u.totp_secret === null && u.active && u.status === 'ACTIVE')
      : [];
    return { result: told, records: { audit: [audit], events: [] } };
  });
  for (const user of recipients) {
    const brand = asBrand(user.brand);
    await deps.mailer.send(setupAuthenticatorMail(user.email, brand, setupAuthenticatorLink(deps.config.publicUrl, brand)));
  }
  return { channelId, required };
}
