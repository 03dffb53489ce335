import { FEATURE_USER_MANAGEMENT } from '@ea/contracts';
import { auditActor, claimsOf } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { IdentityDeps } from '../../domain/identity-deps.ts';
import { mapChannelAccount, ssoLinkOf, syncOneUser } from '../../domain/sso-users.ts';
import { typed } from '../typed-app.ts';
import * as s from './schema.ts';

/** Identity-provider links: channel accounts (admins) and per-user mirroring (user managers, own channel). */
export function registerSsoRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  const r = typed(app);
  const manage = { feature: FEATURE_USER_MANAGEMENT, reviewer: false };
  r.put('/api/sso/channel-account', { config: { access: { admin: true } }, schema: s.channelAccountSchema }, async (request) => {
    // A channel created a moment ago is mapped like any other.
    await deps.directory.readYourWrites({ channelId: request.body.channelId });
    await mapChannelAccount({ deps, channelId: request.body.channelId, account: request.body.account, actor: auditActor(request) });
    return { ok: true };
  });
  r.post('/api/sso/user', { config: { access: manage }, schema: s.syncUserSchema }, (request) =>
    syncOneUser({ deps, claims: claimsOf(request), userId: request.body.userId }),
  );
  r.get('/api/sso/user/:userId', { config: { access: manage }, schema: s.getUserSchema }, (request) =>
    ssoLinkOf({ deps, claims: claimsOf(request), userId: request.params.userId }),
  );
}
