import { ApiError, isModuleId, Messages } from '@ea/contracts';
import type { UserBulkResult } from '@ea/contracts/identity';
import type { NewEvent } from '@ea/events';
import { type AuditEntry, commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { addUserProduct, productsOfUsers } from '../../db/user-products-repository.ts';
import { updateUser } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { userEvent } from '../../events/user-events.ts';
import { revokeAccessTokens } from '../auth/revoke-sessions.ts';
import { bulkOutcome, bulkTargets } from './bulk-targets.ts';

/**
 * Bulk "assign a product": gives each named user access to one more module (MODULE_ACCESS). Every
 * named user must be within the caller's tenant, else nothing changes; admin accounts are refused
 * for non-admins. A changed user's live access tokens stop, so its next refresh carries the module.
 */
export async function assignProduct(
  { deps, caller }: UseCaseContext<IdentityDeps>,
  input: { userIds: number[]; productId: number },
): Promise<UserBulkResult> {
  const module = input.productId;
  if (!isModuleId(module)) throw new ApiError('validation', undefined, { productId: Messages.user.productRequired });
  const { result, changed } = await commitChange(deps, caller.actor, async (trx) => {
    const targets = await bulkTargets(trx, caller.claims, input.userIds);
    const productsBefore = await productsOfUsers(
      trx,
      targets.users.map((user) => user.id),
    );
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
      const before = productsBefore.get(user.id) ?? [];
      if (before.includes(module)) continue;
      await addUserProduct(trx, user.id, module);
      const updated = await updateUser(trx, user.id, {});
      audit.push({
        action: 'Update',
        targetType: 'user',
        targetId: user.id,
        channelId: user.channel_id,
        before: { products: before },
        after: { email: user.email, products: [...before, module].sort((a, b) => a - b), bulk: true },
      });
      events.push(userEvent('user.updated', updated));
      changed.push(user.id);
    }
    return { result: { result: outcome.result, changed }, records: { audit, events } };
  });
  await revokeAccessTokens(deps.sessions, changed);
  return result;
}
