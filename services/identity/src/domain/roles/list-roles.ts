import type { Role } from '@ea/contracts/identity';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { listRoles as roleRows } from '../../db/roles-repository.ts';
import type { IdentityDeps } from '../../deps.ts';

/** Every role: roles are shared by every channel. */
export function listRoles({ deps }: UseCaseContext<IdentityDeps>): Promise<Role[]> {
  return roleRows(deps.db);
}
