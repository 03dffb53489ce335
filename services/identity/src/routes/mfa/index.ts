import { auditActor, claimsOf } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { IdentityDeps } from '../../domain/identity-deps.ts';
import { confirmAuthenticator, removeAuthenticator, startAuthenticatorSetup } from '../../domain/mfa/authenticator-enrolment.ts';
import { mfaStatus, setChannelMfa, setEmailCodeMfa } from '../../domain/mfa/mfa-settings.ts';
import { typed } from '../typed-app.ts';
import * as s from './schema.ts';

/** MFA of the signed-in user (self-service) and, for admins, the per-channel requirement. */
export function registerMfaRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  const r = typed(app);
  const self = (request: Parameters<typeof claimsOf>[0]) => Number(claimsOf(request).sub);
  r.get('/api/mfa', { config: { access: {} }, schema: s.statusSchema }, (request) => mfaStatus(deps, self(request)));
  r.put('/api/mfa', { config: { access: {} }, schema: s.settingsSchema }, (request) =>
    setEmailCodeMfa({ deps, userId: self(request), enabled: request.body.emailCode, proof: request.body, actor: auditActor(request) }),
  );
  r.post('/api/mfa/authenticator', { config: { access: {} }, schema: s.setupSchema }, (request) =>
    startAuthenticatorSetup(deps, self(request)),
  );
  r.post('/api/mfa/authenticator/verify', { config: { access: {} }, schema: s.verifySchema }, async (request) => {
    await confirmAuthenticator({
      deps,
      userId: self(request),
      code: request.body.code,
      currentPassword: request.body.currentPassword,
      actor: auditActor(request),
    });
    return { ok: true };
  });
  r.delete('/api/mfa/authenticator', { config: { access: {} }, schema: s.removeSchema }, async (request) => {
    await removeAuthenticator({ deps, userId: self(request), proof: request.body, actor: auditActor(request) });
    return { ok: true };
  });
  r.put('/api/mfa/channel/:channelId', { config: { access: { admin: true } }, schema: s.channelSchema }, (request) =>
    setChannelMfa({ deps, channelId: request.params.channelId, required: request.body.required, actor: auditActor(request) }),
  );
}
