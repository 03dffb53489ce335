import { describe, expect, it } from 'vitest';
import { describeAuditEntry } from './describe-audit-entry.ts';

describe('describeAuditEntry', () => {
  it('describes an audit entry by its target and the plain values after the change', () => {
    expect(describeAuditEntry({ targetType: 'user', targetId: '7', after: { status: 'ACTIVE', roles: [1], locked: false } })).toBe(
      'user #7 — status: ACTIVE, locked: false',
    );
    expect(describeAuditEntry({ targetType: 'role', targetId: null, after: null })).toBe('role');
  });
});
