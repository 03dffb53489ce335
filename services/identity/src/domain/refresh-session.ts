import type { AccessToken } from '@ea/contracts';
import type { AuditActor } from '@ea/service-kit';
import { hashSecret } from '../auth/secret-token.ts';
import { findRefreshTokenForUpdate, markRotated, revokeFamily } from '../db/refresh-tokens-repository.ts';
import { findUserById } from '../db/users-repository.ts';
import { actingAs, audit } from './audit-trail.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { IdentityErrors } from './identity-errors.ts';
import { type IssuedSession, issueSession } from './issue-session.ts';
import { asBrand } from './send-sign-in-code.ts';

type Outcome = { ok: true; session: IssuedSession } | { ok: false; revokeUserId?: number };

/**
 * auth/refresh-token: trades a refresh token for a new access token and refresh token, and
 * retires it. A retired token presented again means it was copied: the whole family is revoked
 * and the user's live access tokens with it, so both the thief and the victim must sign in again.
 * A sign-in lock does not end sessions: it answers guesses at the password, and ending the
 * owner's sessions on it would let anyone sign anyone out.
 */
export async function refreshSession(options: {
  deps: IdentityDeps;
  refreshToken: string;
  actor: AuditActor;
}): Promise<{ answer: AccessToken; refreshToken: string }> {
  const { deps, actor } = options;
  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const row = await findRefreshTokenForUpdate(trx, hashSecret(options.refreshToken));
    if (!row) return { ok: false };
    const user = await findUserById(trx, row.user_id);
    if (!user) return { ok: false };
    // Revoked (signed out, password changed, suspended): simply over. Rotated: a copy is in use.
    if (row.revoked_at && !row.rotated_at) return { ok: false };
    if (row.rotated_at) {
      await revokeFamily(trx, row.family_id);
      await audit(trx, actingAs(actor, user), {
        action: 'Revoke',
        targetType: 'user',
        targetId: user.id,
        channelId: user.channel_id,
        after: { reason: 'refresh-token-reuse', family: row.family_id },
      });
      return { ok: false, revokeUserId: user.id };
    }
    if (row.expires_at.getTime() < Date.now()) return { ok: false };
    if (user.status !== 'ACTIVE' || !user.active) {
      await revokeFamily(trx, row.family_id);
      return { ok: false };
    }
    await markRotated(trx, row.id);
    return { ok: true, session: await issueSession({ deps, trx, user, brand: asBrand(row.brand), familyId: row.family_id }) };
  });
  if (!outcome.ok) {
    if (outcome.revokeUserId !== undefined) await deps.sessions.revokeUser(String(outcome.revokeUserId));
    throw IdentityErrors.invalidRefreshToken();
  }
  const { access_token, access_token_expiry } = outcome.session.answer;
  return { answer: { access_token, access_token_expiry }, refreshToken: outcome.session.refreshToken };
}
