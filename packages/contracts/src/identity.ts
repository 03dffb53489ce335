import type { ModuleId } from './modules.ts';

/** Identity status (spec §4). Records also carry an Active/Inactive flag. */
export const IDENTITY_STATUSES = ['ACTIVE', 'STAGED', 'PROVISIONED', 'DEPROVISIONED', 'SUSPENDED'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];
export const ACTIVE_FLAGS = ['Active', 'Inactive'] as const;
export type ActiveFlag = (typeof ACTIVE_FLAGS)[number];

export const REVIEWER_ROLE = 'Reviewer';

/** The user configuration kept in a cookie (spec §3); names fixed by the spec. */
export interface UserConfiguration {
  UserEmail: string;
  UserRoles: { RoleName: string }[];
  MODULE_ACCESS: ModuleId[];
  singleCompany: { CompanyID?: number } | null;
  Feature_UserManagement: boolean;
  Admin: boolean;
}

/** Token pair (spec §3); access_token_expiry is in seconds. */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
  access_token_expiry: number;
}

/** Claims every service reads from a verified access token. */
export interface AccessClaims {
  /** user id */
  sub: string;
  email: string;
  channelId: number | null;
  roles: string[];
  modules: ModuleId[];
  features: string[];
  admin: boolean;
  singleCompanyId: number | null;
  /** When the token was issued (Unix milliseconds): tokens issued before a user's revocation are refused. */
  issuedAt: number;
}

export const FEATURE_USER_MANAGEMENT = 'Feature_UserManagement';

/** Admins bypass module checks: user id 1 or the Admin flag (spec §6). */
export function isAdmin(claims: Pick<AccessClaims, 'sub' | 'admin'>): boolean {
  return claims.admin || claims.sub === '1';
}

/** Reviewer-only: the only role is Reviewer, or a singleCompany with a company id (spec §6). */
export function isReviewerOnly(claims: Pick<AccessClaims, 'roles' | 'singleCompanyId'>): boolean {
  const onlyReviewer = claims.roles.length === 1 && claims.roles[0] === REVIEWER_ROLE;
  return onlyReviewer || claims.singleCompanyId !== null;
}
