import type { IdentityLoginSuccess, TokenPair } from '@ea/contracts';
import type { AuditActor } from '@ea/service-kit';
import { hashSecret } from '../auth/secret-token.ts';
import { findRefreshTokenForUpdate, markRotated, revokeFamily } from '../db/refresh-tokens-repository.ts';
import { findUserById } from '../db/users-repository.ts';
import { actingAs, audit } from './audit-trail.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { IdentityErrors } from './identity-errors.ts';
import { issueSession } from './issue-session.ts';
import { asBrand } from './send-sign-in-code.ts';

type Outcome = { ok: true; answer: IdentityLoginSuccess } | { ok: false; revokeUserId?: number };

/**
 * auth/refresh-token: trades a refresh token for a new pair and retires it. A retired token
 * presented again means it was copied: the whole family is revoked and the user's live access
 * tokens with it, so both the thief and the victim must sign in again.
 */
export async function refreshSession(options: { deps: IdentityDeps; refreshToken: string; actor: AuditActor }): Promise<TokenPair> {
  const { deps, actor } = options;
  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const row = await findRefreshTokenForUpdate(trx, hashSecret(options.refreshToken));
    if (!row) return { ok: false };
    const user = await findUserById(trx, row.user_id);
    if (!user) return { ok: false };
    if (row.rotated_at || row.revoked_at) {
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
    if (user.locked_at || user.status !== 'ACTIVE' || !user.active) {
      await revokeFamily(trx, row.family_id);
      return { ok: false };
    }
    await markRotated(trx, row.id);
    return { ok: true, answer: await issueSession({ deps, trx, user, brand: asBrand(row.brand), familyId: row.family_id }) };
  });
  if (!outcome.ok) {
    if (outcome.revokeUserId !== undefined) await deps.sessions.revokeUser(String(outcome.revokeUserId));
    throw IdentityErrors.invalidRefreshToken();
  }
  const { access_token, refresh_token, access_token_expiry } = outcome.answer;
  return { access_token, refresh_token, access_token_expiry };
}
