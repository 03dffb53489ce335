import type { ModuleId } from '@ea/contracts';
import { canOpenModule, isAdminUser, isReviewerOnlyUser } from '../session/access.ts';
import type { SessionUser } from '../session/user-config-cookie.ts';

/**
 * Who may open a route (spec §6). `staff` routes manage channels and companies, which a
 * reviewer-only user may not; module routes need the module number; admins pass everything.
 */
export type RouteAccess =
  | { kind: 'signedIn' }
  | { kind: 'staff' }
  | { kind: 'userManagement' }
  | { kind: 'admin' }
  | { kind: 'module'; module: ModuleId };

export function canAccess(user: SessionUser, access: RouteAccess): boolean {
  if (isAdminUser(user)) return true;
  switch (access.kind) {
    case 'signedIn':
      return true;
    case 'staff':
      return !isReviewerOnlyUser(user);
    case 'userManagement':
      return user.Feature_UserManagement && !isReviewerOnlyUser(user);
    case 'admin':
      return false;
    case 'module':
      return canOpenModule(user, access.module);
  }
}
