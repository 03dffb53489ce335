import { BRAND_IDS, type BrandId, isModuleId, type UserConfiguration } from '@ea/contracts';
import type { CookieJar } from './cookies.ts';

/** The signed-in user as the app knows it: the spec's user configuration plus who and which brand. */
export interface SessionUser extends UserConfiguration {
  userId: string;
  brand: BrandId;
}

export const USER_CONFIG_COOKIE = 'userConfiguration';

export function writeUserConfigCookie(cookies: CookieJar, user: SessionUser): void {
  cookies.set(USER_CONFIG_COOKIE, JSON.stringify(user));
}

/** The stored configuration, or null when it is missing or not the shape the app wrote. */
export function readUserConfigCookie(cookies: CookieJar): SessionUser | null {
  const raw = cookies.get(USER_CONFIG_COOKIE);
  if (raw === null) return null;
  try {
    return parseSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

function parseSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.userId !== 'string' || typeof v.UserEmail !== 'string') return null;
  if (!Array.isArray(v.MODULE_ACCESS) || !Array.isArray(v.UserRoles)) return null;
  const brand = BRAND_IDS.includes(v.brand as BrandId) ? (v.brand as BrandId) : 'default';
  const single = v.singleCompany as { CompanyID?: unknown } | null | undefined;
  return {
    userId: v.userId,
    brand,
    UserEmail: v.UserEmail,
    UserRoles: v.UserRoles.filter((r): r is { RoleName: string } => typeof r?.RoleName === 'string'),
    MODULE_ACCESS: v.MODULE_ACCESS.filter(isModuleId),
    singleCompany: single && typeof single.CompanyID === 'number' ? { CompanyID: single.CompanyID } : single ? {} : null,
    Feature_UserManagement: v.Feature_UserManagement === true,
    Feature_CompanyManagement: v.Feature_CompanyManagement === true,
    Feature_AuditLog: v.Feature_AuditLog === true,
    Feature_Editor: v.Feature_Editor === true,
    Admin: v.Admin === true,
  };
}
