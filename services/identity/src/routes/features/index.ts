import { FEATURE_USER_MANAGEMENT } from '@ea/contracts';
import { auditActor } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import { listFeatures } from '../../db/features-repository.ts';
import type { IdentityDeps } from '../../domain/identity-deps.ts';
import { featureMappings, saveFeatureMapping } from '../../domain/roles/feature-mapping.ts';
import { typed } from '../typed-app.ts';
import * as s from './schema.ts';

/** Features and the feature-to-role mapping (/role-management/feature-mapping). */
export function registerFeatureRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  const r = typed(app);
  const read = { feature: FEATURE_USER_MANAGEMENT, reviewer: false };
  r.get('/api/feature', { config: { access: read }, schema: s.listSchema }, () => listFeatures(deps.db));
  r.get('/api/feature/mapping', { config: { access: read }, schema: s.mappingSchema }, () => featureMappings(deps.db));
  r.put('/api/feature/mapping/:roleId', { config: { access: { admin: true } }, schema: s.saveMappingSchema }, (request) =>
    saveFeatureMapping({ deps, roleId: request.params.roleId, features: request.body.features, actor: auditActor(request) }),
  );
}
