import { randomUUID } from 'node:crypto';
import type { BrandId } from '@ea/contracts';
import type { LoginSuccess } from '@ea/contracts/identity';
import { insertRefreshToken } from '../../db/refresh-tokens-repository.ts';
import type { IdentityExecutor } from '../../db/schema.ts';
import type { UserRow } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { newSecretToken } from '../../security/secret-token.ts';
import { userAccess } from './user-access.ts';

/** What a sign-in hands out: the answer for the browser, and the refresh token for its HttpOnly cookie. */
export interface IssuedSession {
  answer: LoginSuccess;
  refreshToken: string;
}

/**
 * Signs an access token with the user's current access and stores a new refresh token (hashed)
 * in the family (`familyId` continues one: a refresh's rotation; a sign-in starts a new one). The
 * brand travels in the token and the refresh token, so every later answer still knows which
 * login page the session belongs to.
 */
export async function issueSession(
  deps: Pick<IdentityDeps, 'signer' | 'config'>,
  trx: IdentityExecutor,
  session: { user: UserRow; brand: BrandId; familyId?: string },
): Promise<IssuedSession> {
  const { user, brand } = session;
  const access = await userAccess(trx, user);
  const { token, expiresAt } = await deps.signer.sign(access.claims, deps.config.accessTokenTtlSeconds, { brand });
  const refresh = newSecretToken();
  await insertRefreshToken(trx, {
    id: randomUUID(),
    family_id: session.familyId ?? randomUUID(),
    user_id: user.id,
    token_hash: refresh.hash,
    brand,
    expires_at: new Date(Date.now() + deps.config.refreshTokenTtlSeconds * 1000),
  });
  return {
    answer: { access_token: token, access_token_expiry: expiresAt, ...access.configuration, userId: String(user.id), brand },
    refreshToken: refresh.token,
  };
}
