import { ApiError, Messages, REVIEWER_ROLE } from '@ea/contracts';
import { ADMIN_ROLE, IdentityErrors, type Role } from '@ea/contracts/identity';
import { findRoleById, findRoleByName } from '../../db/roles-repository.ts';
import type { IdentityExecutor } from '../../db/schema.ts';
import { IdentityFailures } from '../failures.ts';

/** Roles the product's rules depend on: they can be neither renamed nor deleted. */
const BUILT_IN = new Set([ADMIN_ROLE, REVIEWER_ROLE]);

/** The name trimmed; the spec's message when there is none. */
export function roleName(name: string | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) throw new ApiError('validation', Messages.role.nameRequired, { name: Messages.role.nameRequired });
  return trimmed;
}

/** 409 when another role has the name, whatever its case. */
export async function assertNameFree(db: IdentityExecutor, name: string, exceptId?: number): Promise<void> {
  const same = await findRoleByName(db, name);
  if (same && same.id !== exceptId) throw new ApiError('conflict', IdentityErrors.roleNameTaken, { name: IdentityErrors.roleNameTaken });
}

/** The role, unless it is one of the built-in ones. */
export async function editableRole(db: IdentityExecutor, id: number): Promise<Role> {
  const role = await findRoleById(db, id);
  if (!role) throw IdentityFailures.roleNotFound();
  if (BUILT_IN.has(role.name)) throw new ApiError('validation', IdentityErrors.builtInRole(role.name));
  return role;
}
