import { type AuditActor, commitChange } from '@ea/service-kit/use-case';
import { type UserRow, updateUser } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';

/** Sets the user's authenticator (a secret, or null to remove it), audited as an Update of the user. */
export function changeAuthenticator(deps: IdentityDeps, actor: AuditActor, user: UserRow, secret: string | null): Promise<void> {
  return commitChange(deps, actor, async (trx) => {
    await updateUser(trx, user.id, { totp_secret: secret, totp_pending_secret: null });
    const audit = {
      action: 'Update',
      targetType: 'user',
      targetId: user.id,
      channelId: user.channel_id,
      before: { authenticator: user.totp_secret !== null },
      after: { authenticator: secret !== null },
    };
    return { result: undefined, records: { audit: [audit], events: [] } };
  });
}
