import { AuditLogListSchema, FEATURE_AUDIT_LOG, FEATURE_USER_MANAGEMENT } from '@ea/contracts';
import {
  OkSchema,
  UserAuditLogExportQuery,
  UserAuditLogQuery,
  UserBulkBodySchema,
  UserBulkPaths,
  UserBulkProductBodySchema,
  UserBulkResultSchema,
  UserBulkRoleBodySchema,
  UserExportQuerySchema,
  UserIdBodySchema,
  UserInputSchema,
  UserListQuerySchema,
  UserListSchema,
  UserStatusBodySchema,
  UserViewSchema,
} from '@ea/contracts/identity';
import { ApiErrorRef, Binary, callerOf, errorResponses, IdParams, listAuditLog, sendAttachment, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { IdentityDeps } from '../../deps.ts';
import { exportUserAuditLog } from '../../domain/exports/export-user-audit-log.ts';
import { exportUsers } from '../../domain/exports/export-users.ts';
import { assignProduct } from '../../domain/users/assign-product.ts';
import { assignRole } from '../../domain/users/assign-role.ts';
import { changeUserStatus } from '../../domain/users/change-user-status.ts';
import { createUser } from '../../domain/users/create-user.ts';
import { deactivateUsers } from '../../domain/users/deactivate-users.ts';
import { deleteUser } from '../../domain/users/delete-user.ts';
import { listUsers } from '../../domain/users/list-users.ts';
import { readUser } from '../../domain/users/read-user.ts';
import { resendInvitations } from '../../domain/users/resend-invitations.ts';
import { sendActivationEmail } from '../../domain/users/send-activation-email.ts';
import { unlockUser } from '../../domain/users/unlock-user.ts';
import { updateUser } from '../../domain/users/update-user.ts';

const tags = ['users'];
/** Users area: Feature_UserManagement, never reviewer-only users, always within the caller's channel. */
const userManagement = { access: { feature: FEATURE_USER_MANAGEMENT, reviewer: false } };
/** The users audit log is in the Users area and is an audit log: both features. */
const userAuditLog = { access: { feature: [FEATURE_USER_MANAGEMENT, FEATURE_AUDIT_LOG], reviewer: false } };
/**
 * A taken email (emailexists) or a channel without an identity-provider account
 * (confirmationRequired); 422 for a user put in an archived channel.
 */
const saveErrors = { ...errorResponses, 409: ApiErrorRef, 422: ApiErrorRef };
/** An export matching more rows than LIST_EXPORT_MAX_ROWS is refused with 422. */
const exportResponses = { 200: Binary, ...errorResponses, 422: ApiErrorRef };

/** A bulk action answers what it did and what it refused; a user outside the caller's tenant refuses the whole request (404). */
const bulkResponses = { 200: UserBulkResultSchema, ...errorResponses };

/** Users: list, read, add, edit, status, delete, unlock, activation mail, bulk actions, the users audit log, and exports of both lists. */
export function registerUserRoutes(scope: FastifyInstance, deps: IdentityDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/user',
    {
      config: userManagement,
      schema: { tags, summary: 'List users', querystring: UserListQuerySchema, response: { 200: UserListSchema, ...errorResponses } },
    },
    (request) => listUsers({ deps, caller: callerOf(request) }, request.query),
  );

  app.get(
    '/api/user/export',
    {
      config: userManagement,
      schema: { tags, summary: 'Export the users list (xlsx or csv)', querystring: UserExportQuerySchema, response: exportResponses },
    },
    async (request, reply) => sendAttachment(reply, await exportUsers({ deps, caller: callerOf(request) }, request.query)),
  );

  app.get(
    '/api/user/auditlog/export',
    {
      config: userAuditLog,
      schema: {
        tags,
        summary: 'Export the users audit log (xlsx or csv)',
        querystring: UserAuditLogExportQuery,
        response: exportResponses,
      },
    },
    async (request, reply) => sendAttachment(reply, await exportUserAuditLog({ deps, caller: callerOf(request) }, request.query)),
  );

  app.get(
    '/api/user/auditlog',
    {
      config: userAuditLog,
      schema: {
        tags,
        summary: 'The users audit log',
        querystring: UserAuditLogQuery,
        response: { 200: AuditLogListSchema, ...errorResponses },
      },
    },
    (request) => listAuditLog({ deps, caller: callerOf(request) }, request.query),
  );

  app.get(
    '/api/user/:id',
    {
      config: userManagement,
      schema: { tags, summary: 'One user', params: IdParams, response: { 200: UserViewSchema, ...errorResponses } },
    },
    (request) => readUser({ deps, caller: callerOf(request) }, request.params),
  );

  app.post(
    '/api/user',
    {
      config: userManagement,
      schema: { tags, summary: 'Add a user', body: UserInputSchema, response: { 201: UserViewSchema, ...saveErrors } },
    },
    async (request, reply) => reply.status(201).send(await createUser({ deps, caller: callerOf(request) }, request.body)),
  );

  app.put(
    '/api/user/:id',
    {
      config: userManagement,
      schema: { tags, summary: 'Edit a user', params: IdParams, body: UserInputSchema, response: { 200: UserViewSchema, ...saveErrors } },
    },
    (request) => updateUser({ deps, caller: callerOf(request) }, { id: request.params.id, user: request.body }),
  );

  app.patch(
    '/api/user/:id/status',
    {
      config: userManagement,
      schema: {
        tags,
        summary: 'Activate/deactivate a user or change its identity status',
        params: IdParams,
        body: UserStatusBodySchema,
        response: { 200: UserViewSchema, ...errorResponses },
      },
    },
    (request) => changeUserStatus({ deps, caller: callerOf(request) }, { id: request.params.id, change: request.body }),
  );

  app.delete(
    '/api/user/:id',
    {
      config: userManagement,
      schema: { tags, summary: 'Delete a user', params: IdParams, response: { 200: OkSchema, ...errorResponses } },
    },
    async (request) => {
      await deleteUser({ deps, caller: callerOf(request) }, request.params);
      return { ok: true };
    },
  );

  app.post(
    '/api/unlock-user',
    {
      config: { access: { admin: true } },
      schema: {
        tags,
        summary: 'Unlock a user locked after failed sign-ins',
        body: UserIdBodySchema,
        response: { 200: UserViewSchema, ...errorResponses },
      },
    },
    (request) => unlockUser({ deps, caller: callerOf(request) }, request.body),
  );

  app.post(
    '/api/okta-activation-email',
    {
      config: userManagement,
      schema: {
        tags,
        summary: 'Send the activation email again',
        body: UserIdBodySchema,
        response: { 200: OkSchema, ...errorResponses, 409: ApiErrorRef },
      },
    },
    async (request) => {
      await sendActivationEmail({ deps, caller: callerOf(request) }, request.body);
      return { ok: true };
    },
  );

  app.post(
    UserBulkPaths.deactivate,
    {
      config: userManagement,
      schema: { tags, summary: 'Deactivate several users', body: UserBulkBodySchema, response: bulkResponses },
    },
    (request) => deactivateUsers({ deps, caller: callerOf(request) }, request.body),
  );

  app.post(
    UserBulkPaths.resendInvitation,
    {
      config: userManagement,
      schema: { tags, summary: 'Send a fresh activation email to several users', body: UserBulkBodySchema, response: bulkResponses },
    },
    (request) => resendInvitations({ deps, caller: callerOf(request) }, request.body),
  );

  app.post(
    UserBulkPaths.assignRole,
    {
      config: userManagement,
      schema: { tags, summary: 'Give several users one more role', body: UserBulkRoleBodySchema, response: bulkResponses },
    },
    (request) => assignRole({ deps, caller: callerOf(request) }, request.body),
  );

  app.post(
    UserBulkPaths.assignProduct,
    {
      config: userManagement,
      schema: { tags, summary: 'Give several users access to one more product', body: UserBulkProductBodySchema, response: bulkResponses },
    },
    (request) => assignProduct({ deps, caller: callerOf(request) }, request.body),
  );
}
