import { FEATURE_USER_MANAGEMENT } from '@ea/contracts';
import { OkSchema, RoleBodySchema, RoleSchema } from '@ea/contracts/identity';
import { ApiErrorRef, callerOf, errorResponses, IdParams, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { IdentityDeps } from '../../deps.ts';
import { createRole } from '../../domain/roles/create-role.ts';
import { deleteRole } from '../../domain/roles/delete-role.ts';
import { listRoles } from '../../domain/roles/list-roles.ts';
import { renameRole } from '../../domain/roles/rename-role.ts';

const tags = ['roles'];
const admin = { access: { admin: true } };
/** A name another role has. */
const nameErrors = { ...errorResponses, 409: ApiErrorRef };

/** Roles are shared by every channel: user managers read them, only admins change them. */
export function registerRoleRoutes(scope: FastifyInstance, deps: IdentityDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/role',
    {
      config: { access: { feature: FEATURE_USER_MANAGEMENT, reviewer: false } },
      schema: { tags, summary: 'Every role', response: { 200: Type.Array(RoleSchema), ...errorResponses } },
    },
    (request) => listRoles({ deps, caller: callerOf(request) }),
  );

  app.post(
    '/api/role',
    { config: admin, schema: { tags, summary: 'Add a role', body: RoleBodySchema, response: { 201: RoleSchema, ...nameErrors } } },
    async (request, reply) => reply.status(201).send(await createRole({ deps, caller: callerOf(request) }, request.body)),
  );

  app.put(
    '/api/role/:id',
    {
      config: admin,
      schema: { tags, summary: 'Rename a role', params: IdParams, body: RoleBodySchema, response: { 200: RoleSchema, ...nameErrors } },
    },
    (request) => renameRole({ deps, caller: callerOf(request) }, { id: request.params.id, name: request.body.name }),
  );

  app.delete(
    '/api/role/:id',
    { config: admin, schema: { tags, summary: 'Delete a role', params: IdParams, response: { 200: OkSchema, ...errorResponses } } },
    async (request) => {
      await deleteRole({ deps, caller: callerOf(request) }, request.params);
      return { ok: true };
    },
  );
}
