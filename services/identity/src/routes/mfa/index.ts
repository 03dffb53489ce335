import {
  AuthenticatorCodeBodySchema,
  AuthenticatorSetupSchema,
  ChannelIdParams,
  ChannelMfaBodySchema,
  ChannelMfaSchema,
  MfaProofSchema,
  MfaSettingsBodySchema,
  MfaStatusSchema,
  OkSchema,
} from '@ea/contracts/identity';
import { ApiErrorRef, callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { IdentityDeps } from '../../deps.ts';
import { confirmAuthenticator } from '../../domain/mfa/confirm-authenticator.ts';
import { readMfaStatus } from '../../domain/mfa/read-mfa-status.ts';
import { removeAuthenticator } from '../../domain/mfa/remove-authenticator.ts';
import { setChannelMfa } from '../../domain/mfa/set-channel-mfa.ts';
import { setEmailCodeMfa } from '../../domain/mfa/set-email-code-mfa.ts';
import { startAuthenticatorSetup } from '../../domain/mfa/start-authenticator-setup.ts';

const ok = { ok: true };
const tags = ['mfa'];
const self = { access: {} };
/** Weakening changes need a proof of ownership, whose wrong guesses make the account wait. */
const proofErrors = { ...errorResponses, 429: ApiErrorRef };

/** MFA of the signed-in user (self-service) and, for admins, the per-channel requirement. */
export function registerMfaRoutes(scope: FastifyInstance, deps: IdentityDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/mfa',
    { config: self, schema: { tags, summary: 'The caller’s MFA settings', response: { 200: MfaStatusSchema, ...errorResponses } } },
    (request) => readMfaStatus({ deps, caller: callerOf(request) }),
  );

  app.put(
    '/api/mfa',
    {
      config: self,
      schema: {
        tags,
        summary: 'Turn the emailed sign-in code on, or off with the current password or an authenticator code',
        body: MfaSettingsBodySchema,
        response: { 200: MfaStatusSchema, ...proofErrors },
      },
    },
    (request) => {
      const { emailCode, ...proof } = request.body;
      return setEmailCodeMfa({ deps, caller: callerOf(request) }, { emailCode, proof });
    },
  );

  app.post(
    '/api/mfa/authenticator',
    {
      config: self,
      schema: {
        tags,
        summary: 'Start the authenticator setup: otpauth URI and QR code',
        response: { 200: AuthenticatorSetupSchema, ...errorResponses },
      },
    },
    (request) => startAuthenticatorSetup({ deps, caller: callerOf(request) }),
  );

  app.post(
    '/api/mfa/authenticator/verify',
    {
      config: self,
      schema: {
        tags,
        summary: 'Enable the authenticator with a code it generated',
        body: AuthenticatorCodeBodySchema,
        response: { 200: OkSchema, ...proofErrors },
      },
    },
    async (request) => {
      await confirmAuthenticator({ deps, caller: callerOf(request) }, request.body);
      return ok;
    },
  );

  app.delete(
    '/api/mfa/authenticator',
    {
      config: self,
      schema: {
        tags,
        summary: 'Remove the authenticator (with the current password or a code from it)',
        body: MfaProofSchema,
        response: { 200: OkSchema, ...proofErrors },
      },
    },
    async (request) => {
      await removeAuthenticator({ deps, caller: callerOf(request) }, request.body);
      return ok;
    },
  );

  app.put(
    '/api/mfa/channel/:channelId',
    {
      config: { access: { admin: true } },
      schema: {
        tags,
        summary: 'Require MFA for every user of a channel',
        params: ChannelIdParams,
        body: ChannelMfaBodySchema,
        response: { 200: ChannelMfaSchema, ...errorResponses },
      },
    },
    (request) =>
      setChannelMfa({ deps, caller: callerOf(request) }, { channelId: request.params.channelId, required: request.body.required }),
  );
}
