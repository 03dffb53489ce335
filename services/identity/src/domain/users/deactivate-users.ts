import { IdentityErrors, type UserBulkResult } from '@ea/contracts/identity';
import type { NewEvent } from '@ea/events';
import { type AuditEntry, commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { updateUser } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { revokeAccessTokens, revokeSessions } from '../auth/revoke-sessions.ts';
import { bulkOutcome, bulkTargets } from './bulk-targets.ts';

/**
 * Bulk deactivate of the users list: every named user within the caller's tenant (else nothing
 * changes) gets the Inactive flag and its sessions end, as a single deactivation does. The
 * caller's own account and, for non-admins, admin accounts are refused with their reason; a user
 * already inactive counts as done and is left as it is.
 */
export async function deactivateUsers(
  { deps, caller }: UseCaseContext<IdentityDeps>,
  input: { userIds: number[] },
): Promise<UserBulkResult> {
  const { result, revoked } = await commitChange(deps, caller.actor, async (trx) => {
    const targets = await bulkTargets(trx, caller.claims, input.userIds);
    const outcome = bulkOutcome();
    const audit: AuditEntry[] = [];
    const events: NewEvent[] = [];
    const revoked: number[] = [];
    for (const user of targets.users) {
      const refusal = String(user.id) === caller.claims.sub ? IdentityErrors.ownStatus : targets.untouchable(user);
      if (refusal) {
        outcome.refuse(user, refusal);
        continue;
      }
      outcome.done(user);
      if (!user.active) continue;
      const updated = await updateUser(trx, user.id, { active: false });
      audit.push({
        action: 'Update',
        targetType: 'user',
        targetId: user.id,
        channelId: user.channel_id,
        before: { status: user.status, activeFlag: 'Active' },
        after: { email: user.email, status: updated.status, activeFlag: 'Inactive', bulk: true },
      });
      events.push(await revokeSessions(trx, updated, 'deactivated'));
      revoked.push(user.id);
    }
    return { result: { result: outcome.result, revoked }, records: { audit, events } };
  });
  // After the commit, as for one user: live access tokens stop in every process.
  await revokeAccessTokens(deps.sessions, revoked);
  return result;
}
