import { isAdmin, isReviewerOnly, type ModuleId } from '@ea/contracts';
import type { SessionUser } from './user-config-cookie.ts';

/** Admin: user id 1 or the Admin flag (spec §6). */
export function isAdminUser(user: SessionUser): boolean {
  return isAdmin({ sub: user.userId, admin: user.Admin });
}

/** Only the Reviewer role, or a singleCompany carrying a CompanyID (spec §6). */
export function isReviewerOnlyUser(user: SessionUser): boolean {
  return isReviewerOnly({
    roles: user.UserRoles.map((role) => role.RoleName),
    singleCompanyId: user.singleCompany?.CompanyID ?? null,
  });
}

/** Module routes need the module's number in MODULE_ACCESS; admins bypass. */
export function canOpenModule(user: SessionUser, module: ModuleId): boolean {
  return isAdminUser(user) || user.MODULE_ACCESS.includes(module);
}

/** Where sign-in lands without a return address: not-found for a non-admin with no module, else dashboard. */
export function landingPathFor(user: SessionUser, paths: { dashboard: string; notFound: string }): string {
  return !isAdminUser(user) && user.MODULE_ACCESS.length === 0 ? paths.notFound : paths.dashboard;
}
