import type { MailMessage } from '@ea/mail';
import type { ChangeRecords } from '@ea/service-kit/use-case';
import type { IdentityExecutor } from '../../db/schema.ts';
import { type UserRow, updateUser } from '../../db/users-repository.ts';
import type { IdentityConfig } from '../../identity-config.ts';
import { preparePasswordLink } from '../auth/password-links.ts';

/**
 * The okta-activation-email step: a STAGED user becomes PROVISIONED and gets a fresh set-password
 * link, audited. Answers the mail to send once the change has committed, with the change's records.
 */
export async function provisionForActivation(
  trx: IdentityExecutor,
  config: IdentityConfig,
  user: UserRow,
): Promise<{ result: MailMessage; records: ChangeRecords }> {
  const provisioned = user.status === 'STAGED' ? await updateUser(trx, user.id, { status: 'PROVISIONED' }) : user;
  const audit = {
    action: 'Update',
    targetType: 'user',
    targetId: user.id,
    channelId: user.channel_id,
    before: { status: user.status },
    after: { email: user.email, status: provisioned.status, activationEmail: true },
  };
  return { result: await preparePasswordLink(trx, config, provisioned, 'activation'), records: { audit: [audit], events: [] } };
}
