import type { BrandId } from '@ea/contracts';
import { AuthPaths, type PasswordLinkState } from '@ea/contracts/identity';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import { ApiRequestError } from '../api-request-error.ts';

/** Identity calls behind the account pages beyond sign-in itself. */
const AccountPaths = {
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  setUserPassword: '/api/auth/set-user-password',
  linkState: '/api/auth/password-link/state',
  linkRenew: '/api/auth/password-link/renew',
  passwordPolicy: '/api/auth/password-policy',
  mfa: '/api/mfa',
  authenticator: '/api/mfa/authenticator',
  authenticatorVerify: '/api/mfa/authenticator/verify',
} as const;

export interface AuthenticatorSetup {
  otpauthUri: string;
  /** The otpauth URI as a PNG data URL. */
  qrCode: string;
  secret: string;
}

export interface MfaStatus {
  emailCode: boolean;
  authenticator: boolean;
  requiredByChannel: boolean;
}

/** The signed-in user's second factors. */
export const useMfaStatus = () => useSWR<MfaStatus>(AccountPaths.mfa);

/** The password rules, in words, shown beside a new password. */
export const usePasswordPolicy = () => useSWR<{ rules: string[] }>(AccountPaths.passwordPolicy);

/** A login-related call: JSON, no bearer (spec §7). */
async function postPublic(path: string, body: unknown): Promise<Response> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw await ApiRequestError.fromResponse(response);
  return response;
}

/** What an emailed password link can still do: its page shows the form only for a valid one. */
export async function passwordLinkState(purpose: 'reset' | 'activation', token: string): Promise<PasswordLinkState> {
  const answer = (await (await postPublic(AccountPaths.linkState, { token, purpose })).json()) as { state: PasswordLinkState };
  return answer.state;
}

/** "Send me a new link" from a used or expired link; the answer is the same whether one was sent. */
export async function renewPasswordLink(purpose: 'reset' | 'activation', token: string): Promise<void> {
  await postPublic(AccountPaths.linkRenew, { token, purpose });
}

/** Emails a code for an open sign-in challenge (auth/sendOtpPostValidate). */
export const sendSignInCode = async (challengeId: string) => {
  await postPublic(AuthPaths.sendOtp, { challengeId });
};

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export const requestPasswordReset = async (email: string, brand: BrandId) => {
  await postPublic(AccountPaths.forgotPassword, { email, brand });
};

/** Sets a password from an emailed link: a reset link, or the activation link of a new user. */
export async function setPasswordFromLink(purpose: 'reset' | 'activation', token: string, password: string): Promise<void> {
  await postPublic(purpose === 'reset' ? AccountPaths.resetPassword : AccountPaths.setUserPassword, { token, password });
}

/** Starts authenticator setup for the signed-in user: a new secret, pending until a code confirms it. */
export const startAuthenticatorSetup = (session: SessionClient) =>
  session.json<AuthenticatorSetup>(AccountPaths.authenticator, { method: 'POST' });

/** Replacing an authenticator that is on needs the current password; a first one does not. */
export const confirmAuthenticator = (session: SessionClient, code: string, currentPassword?: string) =>
  session.json<{ ok: boolean }>(AccountPaths.authenticatorVerify, { method: 'POST', body: JSON.stringify({ code, currentPassword }) });

/** Switching the emailed code off needs the current password; switching it on does not. */
export const setEmailCode = (session: SessionClient, emailCode: boolean, currentPassword?: string) =>
  session.json<MfaStatus>(AccountPaths.mfa, { method: 'PUT', body: JSON.stringify({ emailCode, currentPassword }) });
