import {
  AccessTokenSchema,
  ChallengeBodySchema,
  ForgotPasswordBodySchema,
  LoginAnswerSchema,
  LoginBodySchema,
  LoginSuccessSchema,
  LogoutBodySchema,
  OkSchema,
  PasswordPolicySchema,
  SyncResultSchema,
  TokenPasswordBodySchema,
  UpdatePasswordBodySchema,
  VerifyOtpBodySchema,
} from '@ea/contracts';

const tags = ['auth'];

export const loginSchema = {
  tags,
  summary: 'Sign in with email and password',
  body: LoginBodySchema,
  response: { 200: LoginAnswerSchema },
};
export const sendOtpSchema = {
  tags,
  summary: 'Email a sign-in code for an open challenge',
  body: ChallengeBodySchema,
  response: { 200: OkSchema },
};
export const verifyOtpSchema = {
  tags,
  summary: 'Complete a sign-in challenge with an emailed or authenticator code',
  body: VerifyOtpBodySchema,
  response: { 200: LoginSuccessSchema },
};
export const refreshSchema = {
  tags,
  summary: 'A new access token for the refresh-token cookie, which rotates',
  response: { 200: AccessTokenSchema },
};
export const logoutSchema = {
  tags,
  summary: 'Sign out everywhere and clear the refresh-token cookie',
  body: LogoutBodySchema,
  response: { 200: OkSchema },
};
export const forgotPasswordSchema = {
  tags,
  summary: 'Email a reset-password link',
  body: ForgotPasswordBodySchema,
  response: { 200: OkSchema },
};
export const resetPasswordSchema = {
  tags,
  summary: 'Set a new password from a reset link',
  body: TokenPasswordBodySchema,
  response: { 200: OkSchema },
};
export const setUserPasswordSchema = {
  tags,
  summary: 'Set the first password from an activation link',
  body: TokenPasswordBodySchema,
  response: { 200: OkSchema },
};
export const updatePasswordSchema = {
  tags,
  summary: 'Change the own password: ends every session and answers a fresh one',
  body: UpdatePasswordBodySchema,
  response: { 200: LoginSuccessSchema },
};
export const passwordPolicySchema = { tags, summary: 'The password rules', response: { 200: PasswordPolicySchema } };
export const syncKeycloakSchema = { tags, summary: 'Mirror every user to the identity provider', response: { 200: SyncResultSchema } };
