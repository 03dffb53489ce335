import type { AuditActor } from '@ea/service-kit/use-case';
import type { UserRow } from '../db/users-repository.ts';

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

/** A public call (sign-in, emailed link) acts as the user it names. */
export function actingAs(actor: AuditActor, user: Pick<UserRow, 'id' | 'email'>): AuditActor {
  return { ...actor, actorId: String(user.id), actorEmail: user.email };
}
