import type { AccessToken } from '@ea/contracts';
import { type ChangeRecords, commitChange, NO_RECORDS } from '@ea/service-kit/use-case';
import { findRefreshToken, findRefreshTokenForUpdate, markRotated, revokeFamily } from '../../db/refresh-tokens-repository.ts';
import { findUserById } from '../../db/users-repository.ts';
import type { PublicContext } from '../../deps.ts';
import { hashSecret } from '../../security/secret-token.ts';
import { actingAs } from '../audit-actions.ts';
import { IdentityFailures } from '../failures.ts';
import { asBrand } from './brand.ts';
import { type IssuedSession, issueSession } from './issue-session.ts';

type Outcome = { ok: true; session: IssuedSession } | { ok: false; revokeUser?: boolean };

const settled = (outcome: Outcome, records: ChangeRecords = NO_RECORDS) => ({ result: outcome, records });

/**
 * auth/refresh-token: trades a refresh token for a new access token and refresh token, and
 * retires it. A retired token presented again means it was copied: the whole family is revoked
 * and the user's live access tokens with it, so both the thief and the victim must sign in again.
 * A sign-in lock does not end sessions: it answers guesses at the password, and ending the
 * owner's sessions on it would let anyone sign anyone out.
 */
export async function refreshSession(
  { deps, actor }: PublicContext,
  input: { refreshToken: string },
): Promise<{ answer: AccessToken; refreshToken: string }> {
  const tokenHash = hashSecret(input.refreshToken);
  // Whose token it is decides who the audit entry names; the transaction reads it again, locked.
  const named = await findRefreshToken(deps.db, tokenHash);
  const user = named && (await findUserById(deps.db, named.user_id));
  if (!user) throw IdentityFailures.invalidRefreshToken();
  const outcome = await commitChange(deps, actingAs(actor, user), async (trx) => {
    const row = await findRefreshTokenForUpdate(trx, tokenHash);
    if (!row) return settled({ ok: false });
    // Revoked (signed out, password changed, suspended): simply over. Rotated: a copy is in use.
    if (row.revoked_at && !row.rotated_at) return settled({ ok: false });
    if (row.rotated_at) {
      await revokeFamily(trx, row.family_id);
      const revoked = {
        action: 'Revoke',
        targetType: 'user',
        targetId: user.id,
        channelId: user.channel_id,
        after: { reason: 'refresh-token-reuse', family: row.family_id },
      };
      return settled({ ok: false, revokeUser: true }, { audit: [revoked], events: [] });
    }
    if (row.expires_at.getTime() < Date.now()) return settled({ ok: false });
    if (user.status !== 'ACTIVE' || !user.active) {
      await revokeFamily(trx, row.family_id);
      return settled({ ok: false });
    }
    await markRotated(trx, row.id);
    return settled({ ok: true, session: await issueSession(deps, trx, { user, brand: asBrand(row.brand), familyId: row.family_id }) });
  });
  if (!outcome.ok) {
    if (outcome.revokeUser) await deps.sessions.revokeUser(String(user.id));
    throw IdentityFailures.invalidRefreshToken();
  }
  const { access_token, access_token_expiry } = outcome.session.answer;
  return { answer: { access_token, access_token_expiry }, refreshToken: outcome.session.refreshToken };
}
