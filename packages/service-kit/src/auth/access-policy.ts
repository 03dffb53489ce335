import { type AccessClaims, ApiError, isAdmin, isReviewerOnly, type ModuleId, REVIEWER_READ_ONLY } from '@ea/contracts';

/**
 * What a route requires, declared on every route as `config.access`. A route without a
 * declaration makes the app refuse to start, so no route is left unguarded by accident.
 *
 * - `public`: no token (sign-in, health, version).
 * - otherwise a valid bearer token, plus every condition given:
 *   `module` (MODULE_ACCESS number; admins bypass), `feature` (e.g. Feature_UserManagement, or a list
 *   that must all be held; admins bypass), `admin` (admins only), `reviewer: false` (refuse reviewer-only users).
 * Tenant scope is data-dependent and checked by the use case with `tenantScope(claims)`.
 */
export type RouteAccess =
  | 'public'
  | {
      module?: ModuleId;
      feature?: string | readonly string[];
      admin?: boolean;
      reviewer?: boolean;
    };

/** Throws 403 when the claims do not satisfy the route's declared access. */
export function assertAccess(claims: AccessClaims, access: Exclude<RouteAccess, 'public'>): void {
  const admin = isAdmin(claims);
  if (access.admin && !admin) throw new ApiError('forbidden');
  if (admin) return;
  if (access.module !== undefined && !claims.modules.includes(access.module)) throw new ApiError('forbidden');
  if (access.feature !== undefined && !holdsFeatures(claims, access.feature)) throw new ApiError('forbidden');
  if (access.reviewer === false && isReviewerOnly(claims)) throw new ApiError('forbidden', REVIEWER_READ_ONLY);
}

function holdsFeatures(claims: AccessClaims, required: string | readonly string[]): boolean {
  return typeof required === 'string' ? claims.features.includes(required) : required.every((feature) => claims.features.includes(feature));
}
