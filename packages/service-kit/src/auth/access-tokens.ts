import { type AccessClaims, isModuleId } from '@ea/contracts';
import { exportPKCS8, exportSPKI, generateKeyPair, importPKCS8, importSPKI, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/**
 * Access tokens are EdDSA (Ed25519) JWTs: the identity service signs with the private key, every
 * other service verifies with the public key only, so a scaled-out service never holds a secret
 * that could mint tokens.
 */
const ALG = 'EdDSA';
export const TOKEN_ISSUER = 'ea-identity';
export const TOKEN_AUDIENCE = 'ea';

export interface VerifyAccessToken {
  (token: string): Promise<AccessClaims>;
  /** The claims of a token verified before and not yet expired, without waiting; else undefined. */
  cached?(token: string): AccessClaims | undefined;
}

export class InvalidTokenError extends Error {}

/**
 * Verifies access tokens. A verified token's claims are kept in a bounded cache until the token
 * expires: a client sends the same token on every request for its whole lifetime, and checking
 * an Ed25519 signature each time would cost more than the rest of a request. Revocation is
 * checked per request regardless (see session-revocation.ts).
 */
export async function createTokenVerifier(publicKeyPem: string, cacheSize = 10_000): Promise<VerifyAccessToken> {
  const key = await importSPKI(publicKeyPem, ALG);
  // Keyed by the signature's tail, which is short to hash and unique per token; a hit is
  // confirmed by comparing the whole token.
  const cache = new Map<string, { token: string; claims: AccessClaims; expiresAtMs: number }>();
  const keyOf = (token: string) => token.slice(-32);
  const cached = (token: string) => {
    const key = keyOf(token);
    const hit = cache.get(key);
    if (!hit || hit.token !== token) return undefined;
    if (hit.expiresAtMs > Date.now()) return hit.claims;
    cache.delete(key);
    return undefined;
  };
  const verify = async (token: string) => {
    const hit = cached(token);
    if (hit) return hit;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, key, { issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, algorithms: [ALG] }));
    } catch (error) {
      throw new InvalidTokenError((error as Error).message);
    }
    const claims = claimsFrom(payload);
    if (typeof payload.exp === 'number') {
      // Map keeps insertion order: dropping the first key evicts the oldest entry.
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
      cache.set(keyOf(token), { token, claims, expiresAtMs: payload.exp * 1000 });
    }
    return claims;
  };
  return Object.assign(verify, { cached });
}

export interface TokenSigner {
  /** Signs claims into an access token valid for ttlSeconds; also returns its expiry (seconds). */
  sign(
    claims: Omit<AccessClaims, 'issuedAt'>,
    ttlSeconds: number,
    extra?: Record<string, unknown>,
  ): Promise<{ token: string; expiresAt: number }>;
}

export async function createTokenSigner(privateKeyPem: string): Promise<TokenSigner> {
  const key = await importPKCS8(privateKeyPem, ALG);
  return {
    async sign(claims, ttlSeconds, extra = {}) {
      const nowMs = Date.now();
      const now = Math.floor(nowMs / 1000);
      const expiresAt = now + ttlSeconds;
      const { sub, ...rest } = claims;
      // iat has whole seconds only; revocation needs to order a token against a sign-out in the same second.
      const token = await new SignJWT({ ...rest, ...extra, iatMs: nowMs })
        .setProtectedHeader({ alg: ALG })
        .setSubject(sub)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .setJti(crypto.randomUUID())
        .sign(key);
      return { token, expiresAt };
    },
  };
}

/** A fresh Ed25519 key pair as PEM, for the embedded default and for tests. */
export async function generateTokenKeys(): Promise<{ publicKeyPem: string; privateKeyPem: string }> {
  const { publicKey, privateKey } = await generateKeyPair(ALG, { crv: 'Ed25519', extractable: true });
  return { publicKeyPem: await exportSPKI(publicKey), privateKeyPem: await exportPKCS8(privateKey) };
}

function claimsFrom(p: JWTPayload): AccessClaims {
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const sub = str(p.sub);
  const email = str(p.email);
  if (!sub || email === undefined) throw new InvalidTokenError('token lacks subject or email');
  return {
    sub,
    email,
    channelId: num(p.channelId),
    roles: strings(p.roles),
    modules: Array.isArray(p.modules) ? p.modules.filter(isModuleId) : [],
    features: strings(p.features),
    admin: p.admin === true,
    singleCompanyId: num(p.singleCompanyId),
    issuedAt: typeof p.iatMs === 'number' ? p.iatMs : typeof p.iat === 'number' ? p.iat * 1000 : 0,
  };
}
