import { FEATURE_AUDIT_LOG, FEATURE_USER_MANAGEMENT } from '@ea/contracts';
import { auditActor, claimsOf } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { IdentityDeps } from '../../domain/identity-deps.ts';
import { listAuditLog } from '../../domain/list-audit-log.ts';
import { changeUserStatus } from '../../domain/users/change-user-status.ts';
import { createUser } from '../../domain/users/create-user.ts';
import { deleteUser } from '../../domain/users/delete-user.ts';
import { listUsers } from '../../domain/users/list-users.ts';
import { sendActivationEmail } from '../../domain/users/send-activation-email.ts';
import { unlockUser } from '../../domain/users/unlock-user.ts';
import { updateUser } from '../../domain/users/update-user.ts';
import { userView } from '../../domain/users/user-view.ts';
import { visibleUser } from '../../domain/users/visible-user.ts';
import { typed } from '../typed-app.ts';
import * as s from './schema.ts';

/** Users area: Feature_UserManagement, never reviewer-only users, always within the caller's channel. */
const userManagement = { feature: FEATURE_USER_MANAGEMENT, reviewer: false };
/** The users audit log is in the Users area and is an audit log: both features. */
const userAuditLog = { feature: [FEATURE_USER_MANAGEMENT, FEATURE_AUDIT_LOG], reviewer: false };

export function registerUserRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  const r = typed(app);
  r.get('/api/user', { config: { access: userManagement }, schema: s.listSchema }, (request) =>
    listUsers({ db: deps.db, claims: claimsOf(request), query: request.query }),
  );
  r.get('/api/user/auditlog', { config: { access: userAuditLog }, schema: s.auditLogSchema }, (request) =>
    listAuditLog({ db: deps.db, claims: claimsOf(request), query: request.query }),
  );
  r.get('/api/user/:id', { config: { access: userManagement }, schema: s.getSchema }, async (request) =>
    userView(deps.db, await visibleUser(deps.db, claimsOf(request), request.params.id)),
  );
  r.post('/api/user', { config: { access: userManagement }, schema: s.createSchema }, async (request, reply) => {
    const user = await createUser({ deps, claims: claimsOf(request), input: request.body, actor: auditActor(request) });
    return reply.status(201).send(user);
  });
  r.put('/api/user/:id', { config: { access: userManagement }, schema: s.updateSchema }, (request) =>
    updateUser({ deps, claims: claimsOf(request), userId: request.params.id, input: request.body, actor: auditActor(request) }),
  );
  r.patch('/api/user/:id/status', { config: { access: userManagement }, schema: s.statusSchema }, (request) =>
    changeUserStatus({ deps, claims: claimsOf(request), userId: request.params.id, change: request.body, actor: auditActor(request) }),
  );
  r.delete('/api/user/:id', { config: { access: userManagement }, schema: s.deleteSchema }, async (request) => {
    await deleteUser({ deps, claims: claimsOf(request), userId: request.params.id, actor: auditActor(request) });
    return { ok: true };
  });
  r.post('/api/unlock-user', { config: { access: { admin: true } }, schema: s.unlockSchema }, (request) =>
    unlockUser({ deps, claims: claimsOf(request), userId: request.body.userId, actor: auditActor(request) }),
  );
  r.post('/api/okta-activation-email', { config: { access: userManagement }, schema: s.activationSchema }, async (request) => {
    await sendActivationEmail({ deps, claims: claimsOf(request), userId: request.body.userId, actor: auditActor(request) });
    return { ok: true };
  });
}
