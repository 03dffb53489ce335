import { randomInt, randomUUID } from 'node:crypto';
import type { AccessClaims } from '@ea/contracts';
import {
  createTokenSigner,
  createTokenVerifier,
  generateTokenKeys,
  type TokenSigner,
  type VerifyAccessToken,
} from '@ea/service-kit/access-tokens';

/** Claims as the identity service signs them; the verifier adds issuedAt from the token. */
export type TestClaims = Omit<AccessClaims, 'issuedAt'>;

export interface TestIdentities {
  publicKeyPem: string;
  verifyToken: VerifyAccessToken;
  signer: TokenSigner;
  /** A signed access token for these claims, valid for ttlSeconds (negative: already expired). */
  tokenFor(claims: TestClaims, ttlSeconds?: number): Promise<string>;
}

/** A fresh key pair per test file, so no token from elsewhere can be valid here. */
export async function createTestIdentities(): Promise<TestIdentities> {
  const { publicKeyPem, privateKeyPem } = await generateTokenKeys();
  const signer = await createTokenSigner(privateKeyPem);
  return {
    publicKeyPem,
    verifyToken: await createTokenVerifier(publicKeyPem),
    signer,
    tokenFor: async (claims, ttlSeconds = 300) => (await signer.sign(claims, ttlSeconds)).token,
  };
}

/** A random positive id, so tests never collide on channel or company numbers. */
export function uniqueNumber(): number {
  return randomInt(1, 2 ** 31);
}

/** Claims of an ordinary channel member unless overridden. */
export function claimsFor(overrides: Partial<TestClaims> = {}): TestClaims {
  const sub = randomUUID();
  return {
    sub,
    email: `${sub}@example.test`,
    channelId: uniqueNumber(),
    roles: ['Preparer'],
    modules: [],
    features: [],
    admin: false,
    singleCompanyId: null,
    ...overrides,
  };
}
