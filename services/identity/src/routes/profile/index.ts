import { ProfileBodySchema, ProfileSchema } from '@ea/contracts/identity';
import { callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { IdentityDeps } from '../../deps.ts';
import { readProfile } from '../../domain/profile/read-profile.ts';
import { updateProfile } from '../../domain/profile/update-profile.ts';

const tags = ['profile'];
/** Any signed-in user, on their own record only: the token names the user, the address names none. */
const self = { access: {} };

/** The signed-in user's profile (self-service). */
export function registerProfileRoutes(scope: FastifyInstance, deps: IdentityDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/profile',
    { config: self, schema: { tags, summary: 'The caller’s profile', response: { 200: ProfileSchema, ...errorResponses } } },
    (request) => readProfile({ deps, caller: callerOf(request) }),
  );

  app.put(
    '/api/profile',
    {
      config: self,
      schema: {
        tags,
        summary: 'Change the caller’s time zone (an IANA zone name, or null for the browser’s)',
        body: ProfileBodySchema,
        response: { 200: ProfileSchema, ...errorResponses },
      },
    },
    (request) => updateProfile({ deps, caller: callerOf(request) }, request.body),
  );
}
