import { FEATURE_USER_MANAGEMENT } from '@ea/contracts';
import { auditActor } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import { listRoles } from '../../db/roles-repository.ts';
import type { IdentityDeps } from '../../domain/identity-deps.ts';
import { createRole, deleteRole, updateRole } from '../../domain/roles/manage-roles.ts';
import { typed } from '../typed-app.ts';
import * as s from './schema.ts';

/** Roles are shared by every channel: user managers read them, only admins change them. */
export function registerRoleRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  const r = typed(app);
  r.get('/api/role', { config: { access: { feature: FEATURE_USER_MANAGEMENT, reviewer: false } }, schema: s.listSchema }, () =>
    listRoles(deps.db),
  );
  r.post('/api/role', { config: { access: { admin: true } }, schema: s.createSchema }, async (request, reply) =>
    reply.status(201).send(await createRole({ deps, name: request.body.name, actor: auditActor(request) })),
  );
  r.put('/api/role/:id', { config: { access: { admin: true } }, schema: s.updateSchema }, (request) =>
    updateRole({ deps, id: request.params.id, name: request.body.name, actor: auditActor(request) }),
  );
  r.delete('/api/role/:id', { config: { access: { admin: true } }, schema: s.deleteSchema }, async (request) => {
    await deleteRole({ deps, id: request.params.id, actor: auditActor(request) });
    return { ok: true };
  });
}
