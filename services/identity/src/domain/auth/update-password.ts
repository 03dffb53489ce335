import { ApiError, type BrandId } from '@ea/contracts';
import { IdentityErrors, passwordPolicyViolation } from '@ea/contracts/identity';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { findUserById, updateUser } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { hashPassword } from '../../security/password-hashing.ts';
import { IdentityAuditActions } from '../audit-actions.ts';
import { IdentityFailures } from '../failures.ts';
import { type IssuedSession, issueSession } from './issue-session.ts';
import { proveOwner } from './owner-proof.ts';
import { revokeSessions } from './revoke-sessions.ts';

export interface UpdatePasswordInput {
  /** The brand of the caller's session, kept by the fresh one. */
  brand: BrandId;
  currentPassword: string;
  newPassword: string;
}

/** Resolves once the clock has passed `ms`, so a token signed afterwards is newer than a revocation at `ms`. */
async function clockPast(ms: number): Promise<void> {
  while (Date.now() <= ms) await new Promise((done) => setTimeout(done, 1));
}

/**
 * auth/update-user-password: the signed-in user changes its own password, proving the current
 * one (wrong ones are limited per account). Every session the user had ends, this one included,
 * since any of them may be the reason for the change; the caller gets a fresh session in a new
 * refresh family, signed after the revocation so it stays valid.
 */
export async function updatePassword({ deps, caller }: UseCaseContext<IdentityDeps>, input: UpdatePasswordInput): Promise<IssuedSession> {
  const user = await findUserById(deps.db, Number(caller.claims.sub));
  if (!user) throw new ApiError('unauthorized');
  await proveOwner(deps, user, { currentPassword: input.currentPassword });
  if (input.newPassword === input.currentPassword) throw IdentityFailures.passwordPolicy('newPassword', IdentityErrors.samePassword);
  const violation = passwordPolicyViolation(input.newPassword, user.email);
  if (violation) throw IdentityFailures.passwordPolicy('newPassword', violation);
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await commitChange(deps, caller.actor, async (trx) => {
    const changed = await updateUser(trx, user.id, { password_hash: passwordHash, password_changed_at: new Date() });
    const audit = {
      action: IdentityAuditActions.passwordChange,
      targetType: 'user',
      targetId: user.id,
      channelId: user.channel_id,
      after: { via: 'update-user-password' },
    };
    return { result: changed, records: { audit: [audit], events: [await revokeSessions(trx, changed, 'password-changed')] } };
  });
  await deps.sessions.revokeUser(String(user.id));
  await clockPast(Date.now());
  return deps.db.transaction().execute((trx) => issueSession(deps, trx, { user: updated, brand: input.brand }));
}
