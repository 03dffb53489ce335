import { randomUUID } from 'node:crypto';
import type { BrandId, IdentityLoginSuccess } from '@ea/contracts';
import { newSecretToken } from '../auth/secret-token.ts';
import type { IdentityExecutor } from '../db/identity-database.ts';
import { insertRefreshToken } from '../db/refresh-tokens-repository.ts';
import type { UserRow } from '../db/users-repository.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { userAccess } from './user-access.ts';

export interface IssueSessionOptions {
  deps: IdentityDeps;
  trx: IdentityExecutor;
  user: UserRow;
  brand: BrandId;
  /** Continue a refresh-token family (rotation); a sign-in starts a new one. */
  familyId?: string;
}

/** What a sign-in hands out: the answer for the browser, and the refresh token for its HttpOnly cookie. */
export interface IssuedSession {
  answer: IdentityLoginSuccess;
  refreshToken: string;
}

/**
 * Signs an access token with the user's current access and stores a new refresh token (hashed)
 * in the family. The brand travels in the token and the refresh token, so every later answer
 * still knows which login page the session belongs to.
 */
export async function issueSession({ deps, trx, user, brand, familyId }: IssueSessionOptions): Promise<IssuedSession> {
  const access = await userAccess(trx, user);
  const { token, expiresAt } = await deps.signer.sign(access.claims, deps.config.accessTokenTtlSeconds, { brand });
  const refresh = newSecretToken();
  await insertRefreshToken(trx, {
    id: randomUUID(),
    family_id: familyId ?? randomUUID(),
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
