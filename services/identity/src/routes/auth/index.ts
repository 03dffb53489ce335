import { auditActor, claimsOf } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import { PASSWORD_RULES } from '../../auth/password-policy.ts';
import { completePasswordLink } from '../../domain/complete-password-link.ts';
import type { IdentityDeps } from '../../domain/identity-deps.ts';
import { refreshSession } from '../../domain/refresh-session.ts';
import { requestPasswordReset } from '../../domain/request-password-reset.ts';
import { sendSignInCode } from '../../domain/send-sign-in-code.ts';
import { signIn } from '../../domain/sign-in.ts';
import { signOut } from '../../domain/sign-out.ts';
import { syncAllUsers } from '../../domain/sync-all-users.ts';
import { updatePassword } from '../../domain/update-password.ts';
import { verifyOtp } from '../../domain/verify-otp.ts';
import { typed } from '../typed-app.ts';
import * as s from './schema.ts';

const ok = { ok: true };

/** Sign-in, MFA challenge, tokens and passwords: the login-related calls are public (JSON, no bearer). */
export function registerAuthRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  const r = typed(app);
  r.post('/api/auth/login', { config: { access: 'public' }, schema: s.loginSchema }, (request) =>
    signIn({
      deps,
      email: request.body.email,
      password: request.body.password,
      brand: request.body.brand ?? 'default',
      actor: auditActor(request),
    }),
  );
  r.post('/api/auth/sendOtpPostValidate', { config: { access: 'public' }, schema: s.sendOtpSchema }, async (request) => {
    await sendSignInCode({ deps, challengeId: request.body.challengeId, ip: request.ip });
    return ok;
  });
  r.post('/api/auth/verifyOtp', { config: { access: 'public' }, schema: s.verifyOtpSchema }, (request) =>
    verifyOtp({ deps, challengeId: request.body.challengeId, otp: request.body.otp, actor: auditActor(request) }),
  );
  r.post('/api/auth/refresh-token', { config: { access: 'public' }, schema: s.refreshSchema }, (request) =>
    refreshSession({ deps, refreshToken: request.body.refresh_token, actor: auditActor(request) }),
  );
  r.post('/api/auth/logout', { config: { access: {} }, schema: s.logoutSchema }, async (request) => {
    const claims = claimsOf(request);
    await signOut({ deps, userId: Number(claims.sub), email: request.body.email, actor: auditActor(request) });
    return ok;
  });
  r.post('/api/auth/forgot-password', { config: { access: 'public' }, schema: s.forgotPasswordSchema }, async (request) => {
    await requestPasswordReset({ deps, email: request.body.email, brand: request.body.brand, ip: request.ip });
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
  r.post('/api/auth/update-user-password', { config: { access: {} }, schema: s.updatePasswordSchema }, async (request) => {
    const claims = claimsOf(request);
    await updatePassword({
      deps,
      userId: Number(claims.sub),
      currentPassword: request.body.currentPassword,
      newPassword: request.body.newPassword,
      actor: auditActor(request),
    });
    return ok;
  });
  r.post('/api/auth/sync-keycloak', { config: { access: { admin: true } }, schema: s.syncKeycloakSchema }, () => syncAllUsers(deps));
}
