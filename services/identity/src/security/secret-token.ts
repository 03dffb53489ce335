import { createHash, randomBytes } from 'node:crypto';

/** sha256 of a bearer secret: refresh tokens, reset links and codes are stored only as this. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A random URL-safe secret (256 bits) and its stored hash. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecret(token) };
}

/** A six-digit one-time code for email MFA. */
export function newEmailCode(): string {
  return String(randomBytes(4).readUInt32BE(0) % 1_000_000).padStart(6, '0');
}
