import { type AuditActor, type AuditEntry, recordAudit } from '@ea/service-kit';
import type { IdentityExecutor } from '../db/identity-database.ts';
import type { UserRow } from '../db/users-repository.ts';
import { IDENTITY_SCHEMA } from '../migrations/identity-migrations.ts';

/** Identity's audit actions beyond the spec's Create/Update/Delete/Revoke. */
export const IdentityAuditActions = {
  signIn: 'SignIn',
  signInFailed: 'SignInFailed',
  signOut: 'SignOut',
  passwordChange: 'PasswordChange',
  lock: 'Lock',
  unlock: 'Unlock',
  roleChange: 'RoleChange',
} as const;

/** Writes an audit row in the caller's transaction. */
export function audit(trx: IdentityExecutor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  return recordAudit(trx, IDENTITY_SCHEMA, actor, entry);
}

/** A public call (sign-in, reset link) acts as the user it names. */
export function actingAs(actor: AuditActor, user: Pick<UserRow, 'id' | 'email'>): AuditActor {
  return { ...actor, actorId: String(user.id), actorEmail: user.email };
}
