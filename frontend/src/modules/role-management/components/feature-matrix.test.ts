import { describe, expect, it } from 'vitest';
import { changedRoles, draftOf, toggleFeature } from './feature-matrix.ts';

const saved = [
  { roleId: 1, roleName: 'Admin', features: ['Feature_AuditLog', 'Feature_UserManagement'] },
  { roleId: 2, roleName: 'Preparer', features: [] },
];

describe('feature matrix', () => {
  it('reports nothing to save until a box changes', () => {
    expect(changedRoles(saved, draftOf(saved))).toEqual([]);
  });

  it('sends the whole new feature list of each changed role only', () => {
    const draft = toggleFeature(toggleFeature(draftOf(saved), 2, 'Feature_UserManagement'), 2, 'Feature_AuditLog');
    expect(changedRoles(saved, draft)).toEqual([{ roleId: 2, features: ['Feature_AuditLog', 'Feature_UserManagement'] }]);
  });

  it('treats switching a feature off and on again as no change', () => {
    const draft = toggleFeature(toggleFeature(draftOf(saved), 1, 'Feature_AuditLog'), 1, 'Feature_AuditLog');
    expect(changedRoles(saved, draft)).toEqual([]);
    expect(changedRoles(saved, toggleFeature(draftOf(saved), 1, 'Feature_AuditLog'))).toEqual([
      { roleId: 1, features: ['Feature_UserManagement'] },
    ]);
  });

  it('includes a role the saved mapping did not list yet', () => {
    expect(changedRoles(saved, toggleFeature(draftOf(saved), 9, 'Feature_AuditLog'))).toEqual([
      { roleId: 9, features: ['Feature_AuditLog'] },
    ]);
  });
});
