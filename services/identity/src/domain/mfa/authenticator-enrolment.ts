import { ApiError } from '@ea/contracts';
import type { AuditActor } from '@ea/service-kit';
import { authenticatorEnrolment, newTotpSecret, verifyTotp } from '../../auth/totp.ts';
import { findUserById, type UserRow, updateUser } from '../../db/users-repository.ts';
import { audit } from '../audit-trail.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { IdentityErrors } from '../identity-errors.ts';
import { type OwnerProof, proveOwner } from '../owner-proof.ts';

async function signedInUser(deps: IdentityDeps, userId: number): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new ApiError('unauthorized');
  return user;
}

/** Starts the setup: a new secret kept pending until a code from the app proves it was scanned. */
export async function startAuthenticatorSetup(deps: IdentityDeps, userId: number) {
  const user = await signedInUser(deps, userId);
  const secret = newTotpSecret();
  await updateUser(deps.db, user.id, { totp_pending_secret: secret });
  return { ...(await authenticatorEnrolment(user.email, deps.config.totpIssuer, secret)), secret };
}

/**
 * Enables the pending authenticator once a code it generated verifies. Replacing an authenticator
 * that is on also needs the current password: otherwise a stolen session could move the second
 * factor to the thief's phone.
 */
export async function confirmAuthenticator(options: {
  deps: IdentityDeps;
  userId: number;
  code: string;
  currentPassword: string | undefined;
  actor: AuditActor;
}): Promise<void> {
  const { deps, userId, actor } = options;
  const user = await signedInUser(deps, userId);
  if (user.totp_secret !== null) await proveOwner(deps, user, { currentPassword: options.currentPassword });
  if (!user.totp_pending_secret || !verifyTotp(user.totp_pending_secret, options.code.trim())) throw IdentityErrors.invalidCode();
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { totp_secret: user.totp_pending_secret, totp_pending_secret: null });
    await audit(trx, actor, {
      action: 'Update',
      targetType: 'user',
      targetId: user.id,
      channelId: user.channel_id,
      before: { authenticator: user.totp_secret !== null },
      after: { authenticator: true },
    });
  });
}

/** Removes the authenticator, proven by the current password or a code from that authenticator. */
export async function removeAuthenticator(options: {
  deps: IdentityDeps;
  userId: number;
  proof: OwnerProof;
  actor: AuditActor;
}): Promise<void> {
  const { deps, userId, actor } = options;
  const user = await signedInUser(deps, userId);
  if (user.totp_secret !== null) await proveOwner(deps, user, options.proof);
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { totp_secret: null, totp_pending_secret: null });
    await audit(trx, actor, {
      action: 'Update',
      targetType: 'user',
      targetId: user.id,
      channelId: user.channel_id,
      before: { authenticator: user.totp_secret !== null },
      after: { authenticator: false },
    });
  });
}
