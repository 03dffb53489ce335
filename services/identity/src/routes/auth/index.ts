import { ApiError, type BrandId } from '@ea/contracts';
import { auditActor, claimsOf } from '@ea/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PASSWORD_RULES } from '../../auth/password-policy.ts';
import { RetryLaterError } from '../../auth/rate-limiter.ts';
import { completePasswordLink } from '../../domain/complete-password-link.ts';
import type { IdentityDeps } from '../../domain/identity-deps.ts';
import { IdentityErrors } from '../../domain/identity-errors.ts';
import { refreshSession } from '../../domain/refresh-session.ts';
import { requestPasswordReset } from '../../domain/request-password-reset.ts';
import { startResetMailSender } from '../../domain/reset-mail-sender.ts';
import { asBrand, sendSignInCode } from '../../domain/send-sign-in-code.ts';
import { signIn } from '../../domain/sign-in.ts';
import { signOut } from '../../domain/sign-out.ts';
import { syncAllUsers } from '../../domain/sync-all-users.ts';
import { updatePassword } from '../../domain/update-password.ts';
import { verifyOtp } from '../../domain/verify-otp.ts';
import { typed } from '../typed-app.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';
import * as s from './schema.ts';

const ok = { ok: true };

/** The brand of the caller's access token (verified by the guard before the handler runs). */
function tokenBrand(request: FastifyRequest): BrandId {
  const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
  try {
    const { brand } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { brand?: unknown };
    return asBrand(typeof brand === 'string' ? brand : 'default');
  } catch {
    return 'default';
  }
}

/**
 * Sign-in, MFA challenge, tokens and passwords: the login-related calls are public (JSON, no
 * bearer). The refresh token never appears in a body: the answers that start or continue a
 * session set it as an HttpOnly cookie, and refresh-token reads it only from there. Accepting it
 * from a body too would bring back the script-readable token this removes; a client outside a
 * browser keeps the cookie like any HTTP client with a cookie jar.
 */
export function registerAuthRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  const r = typed(app);
  const { publicUrl, refreshTokenTtlSeconds } = deps.config;
  const keepRefreshToken = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    setRefreshCookie(request, reply, { token, maxAgeSeconds: refreshTokenTtlSeconds, publicUrl });
  const resetMails = startResetMailSender(deps);
  app.addHook('onReady', async () => resetMails.nudge());
  app.addHook('onClose', () => resetMails.stop());
  // A caller told to wait learns for how long.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  r.post('/api/auth/login', { config: { access: 'public' }, schema: s.loginSchema }, async (request, reply) => {
    const result = await signIn({
      deps,
      email: request.body.email,
      password: request.body.password,
      brand: request.body.brand ?? 'default',
      actor: auditActor(request),
    });
    if (result.refreshToken !== undefined) keepRefreshToken(request, reply, result.refreshToken);
    return result.answer;
  });
  r.post('/api/auth/sendOtpPostValidate', { config: { access: 'public' }, schema: s.sendOtpSchema }, async (request) => {
    await sendSignInCode({ deps, challengeId: request.body.challengeId, ip: request.ip });
    return ok;
  });
  r.post('/api/auth/verifyOtp', { config: { access: 'public' }, schema: s.verifyOtpSchema }, async (request, reply) => {
    const session = await verifyOtp({ deps, challengeId: request.body.challengeId, otp: request.body.otp, actor: auditActor(request) });
    keepRefreshToken(request, reply, session.refreshToken);
    return session.answer;
  });
  r.post('/api/auth/refresh-token', { config: { access: 'public' }, schema: s.refreshSchema }, async (request, reply) => {
    try {
      const presented = readRefreshCookie(request);
      if (presented === undefined) throw IdentityErrors.invalidRefreshToken();
      const session = await refreshSession({ deps, refreshToken: presented, actor: auditActor(request) });
      keepRefreshToken(request, reply, session.refreshToken);
      return session.answer;
    } catch (error) {
      // A refused token is of no more use to the browser.
      if (error instanceof ApiError) clearRefreshCookie(request, reply, publicUrl);
      throw error;
    }
  });
  r.post('/api/auth/logout', { config: { access: {} }, schema: s.logoutSchema }, async (request, reply) => {
    const claims = claimsOf(request);
    await signOut({ deps, userId: Number(claims.sub), email: request.body.email, actor: auditActor(request) });
    clearRefreshCookie(request, reply, publicUrl);
    return ok;
  });
  r.post('/api/auth/forgot-password', { config: { access: 'public' }, schema: s.forgotPasswordSchema }, async (request) => {
    await requestPasswordReset({ deps, email: request.body.email, brand: request.body.brand, ip: request.ip });
    resetMails.nudge();
    return ok;
  });
  r.post('/api/auth/reset-password', { config: { access: 'public' }, schema: s.resetPasswordSchema }, async (request) => {
    await completePasswordLink({
      deps,
      purpose: 'reset',
      token: request.body.token,
      password: request.body.password,
      actor: auditActor(request),
    });
    return ok;
  });
  r.post('/api/auth/set-user-password', { config: { access: 'public' }, schema: s.setUserPasswordSchema }, async (request) => {
    await completePasswordLink({
      deps,
      purpose: 'activation',
      token: request.body.token,
      password: request.body.password,
      actor: auditActor(request),
    });
    return ok;
  });
  r.get('/api/auth/password-policy', { config: { access: 'public' }, schema: s.passwordPolicySchema }, async () => ({
    rules: PASSWORD_RULES.map((rule) => rule.message),
  }));
  r.post('/api/auth/update-user-password', { config: { access: {} }, schema: s.updatePasswordSchema }, async (request, reply) => {
    const session = await updatePassword({
      deps,
      userId: Number(claimsOf(request).sub),
      brand: tokenBrand(request),
      currentPassword: request.body.currentPassword,
      newPassword: request.body.newPassword,
      actor: auditActor(request),
    });
    keepRefreshToken(request, reply, session.refreshToken);
    return session.answer;
  });
  r.post('/api/auth/sync-keycloak', { config: { access: { admin: true } }, schema: s.syncKeycloakSchema }, () => syncAllUsers(deps));
}
