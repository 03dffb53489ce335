import { Module } from '@ea/contracts';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../routes/module-routes.ts';
import type { SessionUser } from '../session/user-config-cookie.ts';
import { menuSections } from './menu-sections.ts';
import { visibleMenu } from './visible-menu.ts';

const user: SessionUser = {
  userId: '9',
  brand: 'default',
  UserEmail: 'u@example.com',
  UserRoles: [{ RoleName: 'Preparer' }],
  MODULE_ACCESS: [Module.easyview, Module.tsr],
  singleCompany: null,
  Feature_UserManagement: false,
  Feature_CompanyManagement: false,
  Feature_AuditLog: false,
  Feature_Editor: false,
  Admin: false,
};

const labels = (u: SessionUser) => visibleMenu(u).map((s) => s.label);

describe('visibleMenu', () => {
  it('shows the sections a user may open, in spec order', () => {
    expect(labels(user)).toEqual(['Dashboard', 'Channel', 'Company', 'EAsyView', 'TSR']);
  });

  it('shows every section to an admin', () => {
    expect(labels({ ...user, Admin: true })).toEqual(menuSections.map((s) => s.label));
    expect(labels({ ...user, userId: '1', MODULE_ACCESS: [] })).toHaveLength(18);
  });

  it('adds Users with Feature_UserManagement and hides management from reviewer-only users', () => {
    expect(labels({ ...user, Feature_UserManagement: true })).toContain('Users');
    expect(labels({ ...user, UserRoles: [{ RoleName: 'Reviewer' }], Feature_UserManagement: true })).toEqual([
      'Dashboard',
      'EAsyView',
      'TSR',
    ]);
  });

  it('offers Add Company with Feature_CompanyManagement and each audit log with Feature_AuditLog', () => {
    const items = (u: SessionUser, section: string) =>
      visibleMenu(u)
        .find((s) => s.label === section)
        ?.items.map((i) => i.label);
    expect(items(user, 'Company')).toEqual(['Company List']);
    expect(items({ ...user, Feature_CompanyManagement: true }, 'Company')).toEqual(['Company List', 'Add Company']);
    expect(items({ ...user, Feature_CompanyManagement: true, Feature_AuditLog: true }, 'Company')).toEqual([
      'Company List',
      'Add Company',
      'Audit Log',
    ]);
    const manager = { ...user, Feature_UserManagement: true };
    expect(items(manager, 'Users')).toEqual(['User List', 'Add User']);
    expect(items({ ...manager, Feature_AuditLog: true }, 'Users')).toEqual(['User List', 'Add User', 'Audit Log']);
  });

  it('points every menu entry at a route of the table', () => {
    const routePaths = new Set(appRoutes.map((r) => r.path));
    for (const section of menuSections) for (const item of section.items) expect(routePaths.has(item.path)).toBe(true);
  });
});
