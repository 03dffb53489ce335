import { join, resolve } from 'node:path';
import type { RateLimit } from './auth/rate-limiter.ts';

export interface IdentityConfig {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Where the browser reaches the product: links in emails start with it. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailDir: string;
  mailFrom: string;
  /** Consecutive failed sign-ins that lock an account until an admin unlocks it. */
  lockoutThreshold: number;
  resetTokenTtlSeconds: number;
  activationTokenTtlSeconds: number;
  challengeTtlSeconds: number;
  /** Wrong codes accepted on one MFA challenge before it is void. */
  challengeMaxAttempts: number;
  rateLimits: { loginPerAccount: RateLimit; loginPerAddress: RateLimit; otpPerAccount: RateLimit; otpPerAddress: RateLimit };
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
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const minute = 60;
  return {
    accessTokenTtlSeconds: positiveInt(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * minute),
    refreshTokenTtlSeconds: 7 * 24 * 60 * minute,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailDir: resolve(env.MAIL_DIR ?? join(dataDir, 'mail')),
    mailFrom: env.MAIL_FROM ?? 'EA Filing Suite <no-reply@ea-filing.local>',
    lockoutThreshold: positiveInt(env, 'LOGIN_LOCKOUT_THRESHOLD', 5),
    resetTokenTtlSeconds: 60 * minute,
    activationTokenTtlSeconds: 72 * 60 * minute,
    challengeTtlSeconds: 10 * minute,
    challengeMaxAttempts: 5,
    rateLimits: {
      loginPerAccount: { max: 10, windowSeconds: 5 * minute },
      loginPerAddress: { max: 100, windowSeconds: 5 * minute },
      otpPerAccount: { max: 10, windowSeconds: 5 * minute },
      otpPerAddress: { max: 100, windowSeconds: 5 * minute },
    },
    redisPrefix: 'identity',
    totpIssuer: 'EA Filing Suite',
    ...overrides,
  };
}
