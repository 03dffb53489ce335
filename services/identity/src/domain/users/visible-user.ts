import { type AccessClaims, ApiError } from '@ea/contracts';
import { tenantScope } from '@ea/service-kit';
import type { IdentityExecutor } from '../../db/identity-database.ts';
import { findUserById, type UserRow } from '../../db/users-repository.ts';

/**
 * The user with this id if the caller's tenant includes it: admins see everyone, others only
 * their channel's users. Anything else is 404, so other tenants' users are not revealed.
 */
export async function visibleUser(db: IdentityExecutor, claims: AccessClaims, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user || !tenantScope(claims).canSeeChannel(user.channel_id)) throw new ApiError('notFound', 'User not found');
  return user;
}
