import { Module } from '@ea/contracts';
import { describe, expect, it } from 'vitest';
import { isAdminUser, isReviewerOnlyUser, landingPathFor } from './access.ts';
import { canAccess } from './route-access.ts';
import type { SessionUser } from './user-config-cookie.ts';

const base: SessionUser = {
  userId: '7',
  brand: 'default',
  UserEmail: 'u@example.com',
  UserRoles: [{ RoleName: 'Preparer' }],
  MODULE_ACCESS: [Module.library],
  singleCompany: null,
  Feature_UserManagement: false,
  Feature_CompanyManagement: false,
  Feature_AuditLog: false,
  Feature_Editor: false,
  Admin: false,
};
const paths = { dashboard: '/dashboard', notFound: '/not-found' };

describe('access rules (spec §6)', () => {
  it('treats user id 1 or the Admin flag as admin, who passes every guard', () => {
    expect(isAdminUser({ ...base, userId: '1' })).toBe(true);
    expect(isAdminUser({ ...base, Admin: true })).toBe(true);
    const admin = { ...base, Admin: true, MODULE_ACCESS: [] };
    expect(canAccess(admin, { kind: 'module', module: Module.tsr })).toBe(true);
    expect(canAccess(admin, { kind: 'admin' })).toBe(true);
  });

  it('opens a module route only with its number in MODULE_ACCESS', () => {
    expect(canAccess(base, { kind: 'module', module: Module.library })).toBe(true);
    expect(canAccess(base, { kind: 'module', module: Module.edgareye })).toBe(false);
  });

  it('needs Feature_UserManagement for Users', () => {
    expect(canAccess(base, { kind: 'userManagement' })).toBe(false);
    expect(canAccess({ ...base, Feature_UserManagement: true }, { kind: 'userManagement' })).toBe(true);
  });

  it('keeps reviewer-only users (only Reviewer, or a single company) out of management screens', () => {
    const reviewer = { ...base, UserRoles: [{ RoleName: 'Reviewer' }], Feature_UserManagement: true };
    const single = { ...base, singleCompany: { CompanyID: 12 } };
    expect(isReviewerOnlyUser(reviewer)).toBe(true);
    expect(isReviewerOnlyUser(single)).toBe(true);
    expect(isReviewerOnlyUser({ ...base, UserRoles: [{ RoleName: 'Reviewer' }, { RoleName: 'Preparer' }] })).toBe(false);
    expect(canAccess(reviewer, { kind: 'staff' })).toBe(false);
    expect(canAccess(reviewer, { kind: 'userManagement' })).toBe(false);
    expect(canAccess(single, { kind: 'module', module: Module.library })).toBe(true);
  });

  it('lands a non-admin without modules on not-found and everyone else on the dashboard', () => {
    expect(landingPathFor({ ...base, MODULE_ACCESS: [] }, paths)).toBe('/not-found');
    expect(landingPathFor({ ...base, MODULE_ACCESS: [], userId: '1' }, paths)).toBe('/dashboard');
    expect(landingPathFor(base, paths)).toBe('/dashboard');
  });
});
