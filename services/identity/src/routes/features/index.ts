import { FEATURE_USER_MANAGEMENT } from '@ea/contracts';
import { FeatureMappingBodySchema, FeatureMappingSchema, FeatureSchema, RoleIdParams } from '@ea/contracts/identity';
import { callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { IdentityDeps } from '../../deps.ts';
import { listFeatureMappings } from '../../domain/features/list-feature-mappings.ts';
import { listFeatures } from '../../domain/features/list-features.ts';
import { saveFeatureMapping } from '../../domain/features/save-feature-mapping.ts';

const tags = ['features'];
const read = { access: { feature: FEATURE_USER_MANAGEMENT, reviewer: false } };

/** Features and the feature-to-role mapping (/role-management/feature-mapping). */
export function registerFeatureRoutes(scope: FastifyInstance, deps: IdentityDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/feature',
    { config: read, schema: { tags, summary: 'Every feature', response: { 200: Type.Array(FeatureSchema), ...errorResponses } } },
    (request) => listFeatures({ deps, caller: callerOf(request) }),
  );

  app.get(
    '/api/feature/mapping',
    {
      config: read,
      schema: { tags, summary: 'Features granted by each role', response: { 200: Type.Array(FeatureMappingSchema), ...errorResponses } },
    },
    (request) => listFeatureMappings({ deps, caller: callerOf(request) }),
  );

  app.put(
    '/api/feature/mapping/:roleId',
    {
      config: { access: { admin: true } },
      schema: {
        tags,
        summary: 'Set the features a role grants',
        params: RoleIdParams,
        body: FeatureMappingBodySchema,
        response: { 200: FeatureMappingSchema, ...errorResponses },
      },
    },
    (request) =>
      saveFeatureMapping({ deps, caller: callerOf(request) }, { roleId: request.params.roleId, features: request.body.features }),
  );
}
