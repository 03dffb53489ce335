import type { ModuleId } from '@ea/contracts';
import { canOpenModule, isAdminUser, isReviewerOnlyUser } from './access.ts';
import type { SessionUser } from './user-config-cookie.ts';

/**
 * Who may open a route (spec §6). `staff` routes manage channels and companies, which a
 * reviewer-only user may not; the company screens that write need Feature_CompanyManagement, the
 * audit logs Feature_AuditLog (the users' one within the Users area); module routes need the
 * module number; admins pass everything.
 */
export type RouteAccess =
  | { kind: 'signedIn' }
  | { kind: 'staff' }
  | { kind: 'userManagement' }
  | { kind: 'companyManagement' }
  | { kind: 'companyAuditLog' }
  | { kind: 'userAuditLog' }
  | { kind: 'admin' }
  | { kind: 'module'; module: ModuleId };

/** The access rules routes declare (the routes.ts of each module). */
export const Access = {
  signedIn: { kind: 'signedIn' },
  staff: { kind: 'staff' },
  userManagement: { kind: 'userManagement' },
  companyManagement: { kind: 'companyManagement' },
  companyAuditLog: { kind: 'companyAuditLog' },
  userAuditLog: { kind: 'userAuditLog' },
  admin: { kind: 'admin' },
  module: (module: ModuleId): RouteAccess => ({ kind: 'module', module }),
} as const satisfies Record<string, RouteAccess | ((module: ModuleId) => RouteAccess)>;

export function canAccess(user: SessionUser, access: RouteAccess): boolean {
  if (isAdminUser(user)) return true;
  switch (access.kind) {
    case 'signedIn':
      return true;
    case 'staff':
      return !isReviewerOnlyUser(user);
    case 'userManagement':
      return user.Feature_UserManagement && !isReviewerOnlyUser(user);
    case 'companyManagement':
      return user.Feature_CompanyManagement && !isReviewerOnlyUser(user);
    case 'companyAuditLog':
      return user.Feature_AuditLog && !isReviewerOnlyUser(user);
    case 'userAuditLog':
      return user.Feature_UserManagement && user.Feature_AuditLog && !isReviewerOnlyUser(user);
    case 'admin':
      return false;
    case 'module':
      return canOpenModule(user, access.module);
  }
}
