import { mailerSettings } from '@ea/mail';
import type { FailureThrottle, RateLimit } from './security/rate-limiter.ts';

export interface IdentityConfig {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Where the browser reaches the product: links in emails start with it. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailDir: string;
  mailFrom: string;
  /** Consecutive failed sign-ins that start a temporary lock of the account. */
  lockoutThreshold: number;
  /** The first lock lasts `first` seconds; each further lock in a row twice as long, at most `max`. */
  lockoutSeconds: { first: number; max: number };
  /** Failed sign-ins from one address, across accounts, before it must wait between tries. */
  signInAddressThrottle: FailureThrottle;
  /** Wrong current passwords or MFA codes of a signed-in account (password change, switching MFA off). */
  passwordProofThrottle: FailureThrottle;
  /** Wait before a reset mail the mail server refused is tried again; doubles with each try. */
  resetMailRetrySeconds: number;
  resetTokenTtlSeconds: number;
  activationTokenTtlSeconds: number;
  challengeTtlSeconds: number;
  /** Wrong codes accepted on one MFA challenge before it is void. */
  challengeMaxAttempts: number;
  rateLimits: { otpPerAccount: RateLimit; otpPerAddress: RateLimit };
  /** Prefix of the service's Redis keys. */
  redisPrefix: string;
  /** Issuer name shown in authenticator apps. */
  totpIssuer: string;
}

type Env = Readonly<Record<string, string | undefined>>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** The service's settings from the environment, with overrides (tests shorten limits and windows). */
export function identityConfig(env: Env, overrides: Partial<IdentityConfig> = {}): IdentityConfig {
  const minute = 60;
  const mail = mailerSettings(env);
  return {
    accessTokenTtlSeconds: positiveInt(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * minute),
    refreshTokenTtlSeconds: 7 * 24 * 60 * minute,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, ''),
    smtpUrl: mail.smtpUrl,
    mailDir: mail.mailDir,
    mailFrom: mail.from,
    lockoutThreshold: positiveInt(env, 'LOGIN_LOCKOUT_THRESHOLD', 5),
    // OWASP ASVS 2.2.1 (soft lockout, growing delays, at most 100 failures an hour per account):
    // 5 failures then 1, 2, 4, 8, 16 and at most 30 minutes, so once the locks have grown a guesser
    // gets about 10 tries an hour, while the owner of an account someone else locks waits at most
    // 30 minutes, or resets the password by email at once (a completed reset lifts the lock).
    lockoutSeconds: { first: minute, max: 30 * minute },
    // Twenty failures from one address within 15 minutes are free (an office behind one NAT
    // mistyping); after that the address waits 1 s, then 2, 4 … at most 5 minutes between tries.
    signInAddressThrottle: { freeFailures: 20, windowSeconds: 15 * minute, firstDelaySeconds: 1, maxDelaySeconds: 5 * minute },
    // The holder of a session (perhaps a stolen one) gets five guesses of the password behind it,
    // then waits 30 s, doubling up to 15 minutes.
    passwordProofThrottle: { freeFailures: 5, windowSeconds: 15 * minute, firstDelaySeconds: 30, maxDelaySeconds: 15 * minute },
    resetMailRetrySeconds: 30,
    resetTokenTtlSeconds: 60 * minute,
    activationTokenTtlSeconds: 72 * 60 * minute,
    challengeTtlSeconds: 10 * minute,
    challengeMaxAttempts: 5,
    rateLimits: {
      otpPerAccount: { max: 10, windowSeconds: 5 * minute },
      otpPerAddress: { max: 100, windowSeconds: 5 * minute },
    },
    redisPrefix: 'identity',
    totpIssuer: 'EA Filing Suite',
    ...overrides,
  };
}
