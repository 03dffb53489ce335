import { describe, expect, it } from 'vitest';
import type { MenuSection } from '../navigation/route-types.ts';
import { Access } from '../session/route-access.ts';
import { breadcrumbsFor } from './breadcrumbs.tsx';

const menu: MenuSection[] = [
  { label: 'Dashboard', icon: 'dashboard', items: [{ path: '/dashboard', label: 'Dashboard', access: Access.signedIn }] },
  {
    label: 'Company',
    icon: 'company',
    items: [
      { path: '/companies', label: 'Company List', access: Access.staff },
      { path: '/companies/add', label: 'Add Company', access: Access.companyManagement },
    ],
  },
];

describe('breadcrumbsFor', () => {
  it('names the section of a menu entry', () => {
    expect(breadcrumbsFor(menu, '/companies', 'Company List')).toEqual([
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'Company' },
      { label: 'Company List' },
    ]);
  });

  it('hangs a page without an entry under the longest entry that starts its path', () => {
    expect(breadcrumbsFor(menu, '/companies/7/edit', 'Edit Company')).toEqual([
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'Company' },
      { label: 'Company List', to: '/companies' },
      { label: 'Edit Company' },
    ]);
  });

  it('keeps only the dashboard for a page outside the menu', () => {
    expect(breadcrumbsFor(menu, '/elsewhere', 'Somewhere')).toEqual([{ label: 'Dashboard', to: '/dashboard' }, { label: 'Somewhere' }]);
  });
});
