import type { UserView } from '@ea/contracts/identity';
import type { IdentityExecutor } from '../../db/schema.ts';
import { setUserProducts } from '../../db/user-products-repository.ts';
import { setUserRoles } from '../../db/user-roles-repository.ts';
import type { UserRow } from '../../db/users-repository.ts';
import type { IdentityProvider } from '../../idp/identity-provider.ts';
import { userView } from './user-view.ts';
import type { ValidUserInput } from './validate-user-input.ts';

/**
 * Gives a saved user the roles and products of its form, mirrors it to the identity provider and
 * answers the user as it now is: the part of adding or editing a user (the import's too) after the
 * user row itself is written.
 */
export async function saveUserAccess(
  trx: IdentityExecutor,
  idp: IdentityProvider,
  user: UserRow,
  valid: Pick<ValidUserInput, 'roles' | 'products'>,
): Promise<UserView> {
  await setUserRoles(
    trx,
    user.id,
    valid.roles.map((r) => r.id),
  );
  await setUserProducts(trx, user.id, valid.products);
  await idp.syncUser(trx, user);
  return userView(trx, user);
}
