import { ApiError } from '@ea/contracts';
import {
  AccessTokenSchema,
  ChallengeBodySchema,
  ForgotPasswordBodySchema,
  LoginAnswerSchema,
  LoginBodySchema,
  LoginSuccessSchema,
  LogoutBodySchema,
  OkSchema,
  PASSWORD_RULES,
  PasswordLinkBodySchema,
  PasswordLinkStateSchema,
  PasswordPolicySchema,
  SyncResultSchema,
  TokenPasswordBodySchema,
  UpdatePasswordBodySchema,
  VerifyOtpBodySchema,
} from '@ea/contracts/identity';
import { ApiErrorRef, auditActor, callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityDeps } from '../../deps.ts';
import { completePasswordLink } from '../../domain/auth/complete-password-link.ts';
import { passwordLinkState, renewPasswordLink } from '../../domain/auth/password-link-state.ts';
import { refreshSession } from '../../domain/auth/refresh-session.ts';
import { requestPasswordReset } from '../../domain/auth/request-password-reset.ts';
import { startResetMailSender } from '../../domain/auth/reset-mail-sender.ts';
import { sendSignInCode } from '../../domain/auth/send-sign-in-code.ts';
import { signIn } from '../../domain/auth/sign-in.ts';
import { signOut } from '../../domain/auth/sign-out.ts';
import { updatePassword } from '../../domain/auth/update-password.ts';
import { verifyOtp } from '../../domain/auth/verify-otp.ts';
import { IdentityFailures } from '../../domain/failures.ts';
import { syncAllUsers } from '../../domain/sso/sync-all-users.ts';
import { RetryLaterError } from '../../security/rate-limiter.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';
import { tokenBrand } from './token-brand.ts';

const ok = { ok: true };
const tags = ['auth'];
const publicAccess = { access: 'public' as const };
const refused = { ...errorResponses, 429: ApiErrorRef };

/**
 * Sign-in, MFA challenge, tokens and passwords: the login-related calls are public (JSON, no
 * bearer). The refresh token never appears in a body: the answers that start or continue a
 * session set it as an HttpOnly cookie, and refresh-token reads it only from there. Accepting it
 * from a body too would bring back the script-readable token this removes; a client outside a
 * browser keeps the cookie like any HTTP client with a cookie jar.
 */
export function registerAuthRoutes(scope: FastifyInstance, deps: IdentityDeps): void {
  const app = typedRoutes(scope);
  const { publicUrl, refreshTokenTtlSeconds } = deps.config;
  const keepRefreshToken = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    setRefreshCookie(request, reply, { token, maxAgeSeconds: refreshTokenTtlSeconds, publicUrl });
  const publicContext = (request: FastifyRequest) => ({ deps, actor: auditActor(request) });
  const resetMails = startResetMailSender(deps);
  scope.addHook('onReady', async () => resetMails.nudge());
  scope.addHook('onClose', () => resetMails.stop());
  // A caller told to wait learns for how long.
  scope.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  app.post(
    '/api/auth/login',
    {
      config: publicAccess,
      schema: { tags, summary: 'Sign in with email and password', body: LoginBodySchema, response: { 200: LoginAnswerSchema, ...refused } },
    },
    async (request, reply) => {
      const { email, password, brand } = request.body;
      const result = await signIn(publicContext(request), { email, password, brand: brand ?? 'default' });
      if (result.refreshToken !== undefined) keepRefreshToken(request, reply, result.refreshToken);
      return result.answer;
    },
  );

  app.post(
    '/api/auth/sendOtpPostValidate',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Email a sign-in code for an open challenge',
        body: ChallengeBodySchema,
        response: { 200: OkSchema, ...refused },
      },
    },
    async (request) => {
      await sendSignInCode(publicContext(request), request.body);
      return ok;
    },
  );

  app.post(
    '/api/auth/verifyOtp',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Complete a sign-in challenge with an emailed or authenticator code',
        body: VerifyOtpBodySchema,
        response: { 200: LoginSuccessSchema, ...refused },
      },
    },
    async (request, reply) => {
      const session = await verifyOtp(publicContext(request), request.body);
      keepRefreshToken(request, reply, session.refreshToken);
      return session.answer;
    },
  );

  app.post(
    '/api/auth/refresh-token',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'A new access token for the refresh-token cookie, which rotates',
        response: { 200: AccessTokenSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        const presented = readRefreshCookie(request);
        if (presented === undefined) throw IdentityFailures.invalidRefreshToken();
        const session = await refreshSession(publicContext(request), { refreshToken: presented });
        keepRefreshToken(request, reply, session.refreshToken);
        return session.answer;
      } catch (error) {
        // A refused token is of no more use to the browser.
        if (error instanceof ApiError) clearRefreshCookie(request, reply, publicUrl);
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: {} },
      schema: {
        tags,
        summary: 'Sign out everywhere and clear the refresh-token cookie',
        body: LogoutBodySchema,
        response: { 200: OkSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await signOut({ deps, caller: callerOf(request) }, request.body);
      clearRefreshCookie(request, reply, publicUrl);
      return ok;
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: publicAccess,
      schema: { tags, summary: 'Email a reset-password link', body: ForgotPasswordBodySchema, response: { 200: OkSchema, ...refused } },
    },
    async (request) => {
      await requestPasswordReset(publicContext(request), request.body);
      resetMails.nudge();
      return ok;
    },
  );

  for (const [url, purpose, summary] of [
    ['/api/auth/reset-password', 'reset', 'Set a new password from a reset link'],
    ['/api/auth/set-user-password', 'activation', 'Set the first password from an activation link'],
  ] as const) {
    app.post(
      url,
      { config: publicAccess, schema: { tags, summary, body: TokenPasswordBodySchema, response: { 200: OkSchema, ...errorResponses } } },
      async (request) => {
        await completePasswordLink(publicContext(request), { purpose, ...request.body });
        return ok;
      },
    );
  }

  app.post(
    '/api/auth/password-link/state',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'What an emailed password link can still do',
        body: PasswordLinkBodySchema,
        response: { 200: PasswordLinkStateSchema, ...refused },
      },
    },
    (request) => passwordLinkState(publicContext(request), request.body),
  );

  app.post(
    '/api/auth/password-link/renew',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Email a new link in place of a used or expired one',
        body: PasswordLinkBodySchema,
        response: { 200: OkSchema, ...refused },
      },
    },
    async (request) => {
      await renewPasswordLink(publicContext(request), request.body);
      return ok;
    },
  );

  app.get(
    '/api/auth/password-policy',
    { config: publicAccess, schema: { tags, summary: 'The password rules', response: { 200: PasswordPolicySchema } } },
    async () => ({ rules: PASSWORD_RULES.map((rule) => rule.message) }),
  );

  app.post(
    '/api/auth/update-user-password',
    {
      config: { access: {} },
      schema: {
        tags,
        summary: 'Change the own password: ends every session and answers a fresh one',
        body: UpdatePasswordBodySchema,
        response: { 200: LoginSuccessSchema, ...refused },
      },
    },
    async (request, reply) => {
      const session = await updatePassword({ deps, caller: callerOf(request) }, { brand: tokenBrand(request), ...request.body });
      keepRefreshToken(request, reply, session.refreshToken);
      return session.answer;
    },
  );

  app.post(
    '/api/auth/sync-keycloak',
    {
      config: { access: { admin: true } },
      schema: { tags, summary: 'Mirror every user to the identity provider', response: { 200: SyncResultSchema, ...errorResponses } },
    },
    (request) => syncAllUsers({ deps, caller: callerOf(request) }),
  );
}
