import { ApiError, Messages, REVIEWER_ROLE, type Role } from '@ea/contracts';
import type { AuditActor } from '@ea/service-kit';
import { deleteRole as deleteRoleRow, findRoleById, findRoleByName, insertRole, renameRole } from '../../db/roles-repository.ts';
import { userIdsWithRole } from '../../db/user-roles-repository.ts';
import { audit } from '../audit-trail.ts';
import { ADMIN_ROLE } from '../first-admin.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { revokeAccessTokens } from '../revoke-user.ts';

/** Roles the product's rules depend on: they can be neither renamed nor deleted. */
const BUILT_IN = new Set([ADMIN_ROLE, REVIEWER_ROLE]);

function roleName(name: string | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) throw new ApiError('validation', Messages.role.nameRequired, { name: Messages.role.nameRequired });
  return trimmed;
}

async function assertNameFree(deps: IdentityDeps, name: string, exceptId?: number) {
  const same = await findRoleByName(deps.db, name);
  if (same && same.id !== exceptId)
    throw new ApiError('conflict', 'A role with this name already exists', { name: 'A role with this name already exists' });
}

async function editableRole(deps: IdentityDeps, id: number): Promise<Role> {
  const role = await findRoleById(deps.db, id);
  if (!role) throw new ApiError('notFound', 'Role not found');
  if (BUILT_IN.has(role.name)) throw new ApiError('validation', `The ${role.name} role cannot be changed`);
  return role;
}

export async function createRole(options: { deps: IdentityDeps; name: string | undefined; actor: AuditActor }): Promise<Role> {
  const { deps, actor } = options;
  const name = roleName(options.name);
  await assertNameFree(deps, name);
  return deps.db.transaction().execute(async (trx) => {
    const role = await insertRole(trx, name);
    await audit(trx, actor, { action: 'Create', targetType: 'role', targetId: role.id, after: role });
    return role;
  });
}

export async function updateRole(options: { deps: IdentityDeps; id: number; name: string | undefined; actor: AuditActor }): Promise<Role> {
  const { deps, id, actor } = options;
  const name = roleName(options.name);
  const before = await editableRole(deps, id);
  await assertNameFree(deps, name, id);
  return deps.db.transaction().execute(async (trx) => {
    const role = await renameRole(trx, id, name);
    await audit(trx, actor, { action: 'Update', targetType: 'role', targetId: id, before, after: role });
    return role;
  });
}

/** Deletes a role; its users lose it, and with it their live access tokens, which carried its features. */
export async function deleteRole(options: { deps: IdentityDeps; id: number; actor: AuditActor }): Promise<void> {
  const { deps, id, actor } = options;
  const before = await editableRole(deps, id);
  const holders = await deps.db.transaction().execute(async (trx) => {
    const holders = await userIdsWithRole(trx, id);
    await deleteRoleRow(trx, id);
    await audit(trx, actor, { action: 'Delete', targetType: 'role', targetId: id, before });
    return holders;
  });
  await revokeAccessTokens(deps.sessions, holders);
}
