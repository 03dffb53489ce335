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
  /** Add, edit, delete, restore and import companies (not part of the spec's cookie; the SPA hides what would be refused). */
  Feature_CompanyManagement: boolean;
  /** Read the company and user audit logs (same). */
  Feature_AuditLog: boolean;
  /** Edit documents: save and add topics, take topic locks, keep drafts (same). */
  Feature_Editor: boolean;
  Admin: boolean;
}

/**
 * The access token as the browser sees it; access_token_expiry is in seconds. The spec's token
 * pair (§3) also has the refresh token, which stays in an HttpOnly cookie out of the script's reach.
 */
export interface AccessToken {
  access_token: string;
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
export const FEATURE_COMPANY_MANAGEMENT = 'Feature_CompanyManagement';
export const FEATURE_AUDIT_LOG = 'Feature_AuditLog';
/** Edit documents in the editor: take topic locks, autosave drafts, save topics, comment (spec §8 "You Have no Editor Facility" otherwise). */
export const FEATURE_EDITOR = 'Feature_Editor';

/** Admins bypass module checks: user id 1 or the Admin flag (spec §6). */
export function isAdmin(claims: Pick<AccessClaims, 'sub' | 'admin'>): boolean {
  return claims.admin || claims.sub === '1';
}

/** Whether the claims carry a feature through their roles; admins have every feature. */
export function hasFeature(claims: Pick<AccessClaims, 'sub' | 'admin' | 'features'>, feature: string): boolean {
  return isAdmin(claims) || claims.features.includes(feature);
}

/** Reviewer-only: the only role is Reviewer, or a singleCompany with a company id (spec §6). */
export function isReviewerOnly(claims: Pick<AccessClaims, 'roles' | 'singleCompanyId'>): boolean {
  const onlyReviewer = claims.roles.length === 1 && claims.roles[0] === REVIEWER_ROLE;
  return onlyReviewer || claims.singleCompanyId !== null;
}
