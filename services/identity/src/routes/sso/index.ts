import { FEATURE_USER_MANAGEMENT } from '@ea/contracts';
import {
  ChannelAccountBodySchema,
  ChannelAccountSchema,
  ChannelIdParams,
  OkSchema,
  SsoUserSchema,
  UserIdBodySchema,
  UserIdParams,
} from '@ea/contracts/identity';
import { ApiErrorRef, callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { IdentityDeps } from '../../deps.ts';
import { mapChannelAccount } from '../../domain/sso/map-channel-account.ts';
import { readChannelAccount } from '../../domain/sso/read-channel-account.ts';
import { readSsoLink } from '../../domain/sso/read-sso-link.ts';
import { syncUser } from '../../domain/sso/sync-user.ts';

const tags = ['sso'];
const manage = { access: { feature: FEATURE_USER_MANAGEMENT, reviewer: false } };

/** Identity-provider links: channel accounts (admins) and per-user mirroring (user managers, own channel). */
export function registerSsoRoutes(scope: FastifyInstance, deps: IdentityDeps): void {
  const app = typedRoutes(scope);

  app.put(
    '/api/sso/channel-account',
    {
      config: { access: { admin: true } },
      schema: {
        tags,
        summary: 'Map a channel to an identity-provider account',
        body: ChannelAccountBodySchema,
        response: { 200: OkSchema, ...errorResponses },
      },
    },
    async (request) => {
      await mapChannelAccount({ deps, caller: callerOf(request) }, request.body);
      return { ok: true };
    },
  );

  app.get(
    '/api/sso/channel-account/:channelId',
    {
      config: { access: { admin: true } },
      schema: {
        tags,
        summary: 'The identity-provider account a channel maps to',
        params: ChannelIdParams,
        response: { 200: ChannelAccountSchema, ...errorResponses },
      },
    },
    (request) => readChannelAccount({ deps, caller: callerOf(request) }, request.params),
  );

  app.post(
    '/api/sso/user',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Mirror one user to the identity provider',
        body: UserIdBodySchema,
        response: { 200: SsoUserSchema, ...errorResponses, 409: ApiErrorRef },
      },
    },
    (request) => syncUser({ deps, caller: callerOf(request) }, request.body),
  );

  app.get(
    '/api/sso/user/:userId',
    {
      config: manage,
      schema: {
        tags,
        summary: 'A user’s identity-provider link',
        params: UserIdParams,
        response: { 200: SsoUserSchema, ...errorResponses },
      },
    },
    (request) => readSsoLink({ deps, caller: callerOf(request) }, request.params),
  );
}
