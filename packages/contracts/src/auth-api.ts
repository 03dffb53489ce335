import type { Static } from 'typebox';
import type { AccessToken } from './identity.ts';
import type { IdentityLoginChallenge, IdentityLoginSuccess, LoginBodySchema } from './identity-api.ts';

/** POST api/auth/login body (JSON, no bearer). */
export type LoginRequest = Static<typeof LoginBodySchema>;

/**
 * Successful sign-in: the access token plus the user configuration the SPA keeps in a cookie.
 * access_token_expiry is the access token's expiry as Unix time in seconds, so a reloaded page
 * can still schedule the refresh 5 minutes before it.
 */
export type LoginSuccess = IdentityLoginSuccess;

/** Sign-in of a user with MFA on: complete it with auth/verifyOtp. */
export type LoginChallenge = IdentityLoginChallenge;

export type LoginResponse = LoginSuccess | LoginChallenge;

export function isLoginChallenge(r: LoginResponse): r is LoginChallenge {
  return (r as LoginChallenge).mfaRequired === true;
}

/** refresh-token answers the new access token; the rotated refresh token comes as its cookie. */
export type RefreshTokenResponse = AccessToken;

export const AuthPaths = {
  login: '/api/auth/login',
  verifyOtp: '/api/auth/verifyOtp',
  sendOtp: '/api/auth/sendOtpPostValidate',
  refresh: '/api/auth/refresh-token',
  logout: '/api/auth/logout',
  updatePassword: '/api/auth/update-user-password',
} as const;
