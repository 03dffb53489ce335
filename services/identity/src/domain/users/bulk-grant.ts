import type { UserBulkResult } from '@ea/contracts/identity';
import type { NewEvent } from '@ea/events';
import { type AuditEntry, commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import type { Updateable } from 'kysely';
import type { IdentityExecutor, UsersTable } from '../../db/schema.ts';
import { type UserRow, updateUser } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { userEvent } from '../../events/user-events.ts';
import { revokeAccessTokens } from '../auth/revoke-sessions.ts';
import { bulkOutcome, bulkTargets } from './bulk-targets.ts';

/** One thing a bulk action adds to each user's set (a role, a module), as the action knows it. */
export interface Grant<T> {
  /** What each user holds before the action. */
  heldBefore(userIds: number[]): Promise<Map<number, T[]>>;
  holds(before: T[]): boolean;
  add(user: UserRow): Promise<void>;
  /** What else changes on the user row (the admin flag, for the Admin role). */
  userPatch: Updateable<UsersTable>;
  audit(user: UserRow, before: T[]): Pick<AuditEntry, 'action' | 'before' | 'after'>;
}

/**
 * Adds a grant to each named user who lacks it, in one transaction. Every named user must be within
 * the caller's tenant, else nothing changes; admin accounts are refused for non-admins and listed
 * with the reason. A changed user's live access tokens stop, so its next refresh carries the grant.
 */
export async function bulkGrant<T>(
  { deps, caller }: UseCaseContext<IdentityDeps>,
  userIds: number[],
  grantFor: (trx: IdentityExecutor) => Promise<Grant<T>>,
): Promise<UserBulkResult> {
  const { result, changed } = await commitChange(deps, caller.actor, async (trx) => {
    const grant = await grantFor(trx);
    const targets = await bulkTargets(trx, caller.claims, userIds);
    const heldBefore = await grant.heldBefore(targets.users.map((user) => user.id));
    const outcome = bulkOutcome();
    const audit: AuditEntry[] = [];
    const events: NewEvent[] = [];
    const changed: number[] = [];
    for (const user of targets.users) {
      const refusal = targets.untouchable(user);
      if (refusal) {
        outcome.refuse(user, refusal);
        continue;
      }
      outcome.done(user);
      const before = heldBefore.get(user.id) ?? [];
      if (grant.holds(before)) continue;
      await grant.add(user);
      const updated = await updateUser(trx, user.id, grant.userPatch);
      audit.push({ targetType: 'user', targetId: user.id, channelId: user.channel_id, ...grant.audit(user, before) });
      events.push(userEvent('user.updated', updated));
      changed.push(user.id);
    }
    return { result: { result: outcome.result, changed }, records: { audit, events } };
  });
  await revokeAccessTokens(deps.sessions, changed);
  return result;
}
