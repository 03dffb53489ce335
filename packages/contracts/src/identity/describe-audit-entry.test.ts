import { describe, expect, it } from 'vitest';
import { describeAuditEntry } from './describe-audit-entry.ts';

describe('describeAuditEntry', () => {
  it('names the record by what the entry carries (an e-mail, a role name), else by its kind and id', () => {
    expect(
      describeAuditEntry({
        targetType: 'user',
        targetId: '7',
        before: null,
        after: { email: 'ana@example.com', status: 'ACTIVE', roles: [1], locked: false },
      }),
    ).toBe('User ana@example.com — status: ACTIVE, locked: false');
    expect(describeAuditEntry({ targetType: 'user', targetId: '7', before: null, after: { status: 'ACTIVE' } })).toBe(
      'User #7 — status: ACTIVE',
    );
    expect(
      describeAuditEntry({ targetType: 'feature-mapping', targetId: '3', before: null, after: { role: 'Preparer', features: [] } }),
    ).toBe('Role features Preparer');
    expect(describeAuditEntry({ targetType: 'role', targetId: null, before: null, after: null })).toBe('Role');
  });

  it('names a user acting on their own account by their e-mail', () => {
    expect(
      describeAuditEntry({
        targetType: 'user',
        targetId: '4',
        actorId: '4',
        actorEmail: 'bo@example.com',
        before: null,
        after: { method: 'password' },
      }),
    ).toBe('User bo@example.com — method: password');
  });

  it('says in words why identity acted on its own, and hides internal ids', () => {
    expect(
      describeAuditEntry({ targetType: 'user', targetId: '9', before: null, after: { reason: 'refresh-token-reuse', family: 'a1b2c3' } }),
    ).toBe('User #9 — a sign-in token was used twice, so every session of the account was ended');
  });

  it('names every user of a bulk action, with the roles by name and the action marked as bulk', () => {
    expect(
      describeAuditEntry({
        targetType: 'user',
        targetId: '12',
        before: { roles: [{ id: 3, name: 'Preparer' }] },
        after: {
          email: 'cy@example.com',
          roles: [
            { id: 3, name: 'Preparer' },
            { id: 5, name: 'Reviewer' },
          ],
          bulk: true,
        },
      }),
    ).toBe('User cy@example.com — roles: Preparer, Reviewer, bulk action');
    expect(
      describeAuditEntry({
        targetType: 'user',
        targetId: '13',
        before: { status: 'ACTIVE', activeFlag: 'Active' },
        after: { email: 'di@example.com', status: 'ACTIVE', activeFlag: 'Inactive', bulk: true },
      }),
    ).toBe('User di@example.com — status: ACTIVE, activeFlag: Inactive, bulk action');
  });
});
