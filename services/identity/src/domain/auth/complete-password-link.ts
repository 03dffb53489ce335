import { passwordPolicyViolation } from '@ea/contracts/identity';
import { type AuditEntry, commitChange } from '@ea/service-kit/use-case';
import { findPasswordToken, findPasswordTokenForUpdate, markPasswordTokenUsed } from '../../db/password-tokens-repository.ts';
import { findUserById, updateUser } from '../../db/users-repository.ts';
import type { PublicContext } from '../../deps.ts';
import { hashPassword } from '../../security/password-hashing.ts';
import { hashSecret } from '../../security/secret-token.ts';
import { actingAs, IdentityAuditActions } from '../audit-actions.ts';
import { IdentityFailures } from '../failures.ts';
import { revokeSessions } from './revoke-sessions.ts';
import { isLocked, UNLOCKED } from './sign-in-lockout.ts';

export interface PasswordLinkInput {
  /** reset: a forgotten password; activation: set-user-password of a new user. */
  purpose: 'reset' | 'activation';
  token: string;
  password: string;
}

/**
 * Sets a password through an emailed link: `reset` ends every session and lifts a sign-in lock;
 * `activation` makes the account ACTIVE. The link works once and only before it expires.
 */
export async function completePasswordLink({ deps, actor }: PublicContext, input: PasswordLinkInput): Promise<void> {
  const tokenHash = hashSecret(input.token);
  // Whose link it is decides who the audit entries name; the transaction reads it again, locked.
  const named = await findPasswordToken(deps.db, tokenHash);
  const owner = named && (await findUserById(deps.db, named.user_id));
  if (!owner) throw IdentityFailures.invalidLink();
  const revoked = await commitChange(deps, actingAs(actor, owner), async (trx) => {
    const link = await findPasswordTokenForUpdate(trx, tokenHash);
    if (!link || link.purpose !== input.purpose || link.used_at || link.expires_at.getTime() < Date.now())
      throw IdentityFailures.invalidLink();
    const user = await findUserById(trx, link.user_id);
    if (!user) throw IdentityFailures.invalidLink();
    const violation = passwordPolicyViolation(input.password, user.email);
    if (violation) throw IdentityFailures.passwordPolicy('password', violation);
    await markPasswordTokenUsed(trx, link.id);
    const activating = input.purpose === 'activation' && (user.status === 'PROVISIONED' || user.status === 'STAGED');
    // The link proves the mailbox is the owner's: it also lifts a sign-in lock and its history.
    const updated = await updateUser(trx, user.id, {
      password_hash: await hashPassword(input.password),
      password_changed_at: new Date(),
      ...UNLOCKED,
      ...(activating ? { status: 'ACTIVE' as const } : {}),
    });
    const target = { targetType: 'user', targetId: user.id, channelId: user.channel_id };
    const audit: AuditEntry[] = [];
    if (isLocked(user)) {
      audit.push({
        action: IdentityAuditActions.unlock,
        ...target,
        before: { locked: true },
        after: { locked: false, via: input.purpose },
      });
    }
    audit.push({
      action: IdentityAuditActions.passwordChange,
      ...target,
      before: { status: user.status },
      after: { status: updated.status, via: input.purpose },
    });
    const events = input.purpose === 'reset' ? [await revokeSessions(trx, updated, 'password-reset')] : [];
    return { result: events.length > 0, records: { audit, events } };
  });
  if (revoked) await deps.sessions.revokeUser(String(owner.id));
}
