import { ApiError, isModuleId, Messages } from '@ea/contracts';
import type { UserBulkResult } from '@ea/contracts/identity';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { addUserProduct, productsOfUsers } from '../../db/user-products-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { bulkGrant } from './bulk-grant.ts';

/** Bulk "assign a product": gives each named user access to one more module (MODULE_ACCESS). */
export async function assignProduct(
  context: UseCaseContext<IdentityDeps>,
  input: { userIds: number[]; productId: number },
): Promise<UserBulkResult> {
  const module = input.productId;
  if (!isModuleId(module)) throw new ApiError('validation', undefined, { productId: Messages.user.productRequired });
  return bulkGrant(context, input.userIds, async (trx) => ({
    heldBefore: (userIds) => productsOfUsers(trx, userIds),
    holds: (before) => before.includes(module),
    add: (user) => addUserProduct(trx, user.id, module),
    userPatch: {},
    audit: (user, before) => ({
      action: 'Update',
      before: { products: before },
      after: { email: user.email, products: [...before, module].sort((a, b) => a - b), bulk: true },
    }),
  }));
}
