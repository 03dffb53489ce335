import type { PageSize } from '@ea/contracts';
import { describe, expect, it } from 'vitest';
import { describeAuditEntry, userAuditLogKey } from './user-audit-log-api.ts';
import { isUserListKey, userListKey } from './users-api.ts';

const listOf = (page: number, size: PageSize, values: Record<string, string>) => ({
  page,
  size,
  get: (name: string) => values[name] ?? null,
});

describe('users list and audit log addresses', () => {
  it('passes the users list parameters of the URL to the API', () => {
    const key = userListKey(
      listOf(2, 30, { filter: 'ana', sort: 'email', order: 'desc', clientfilter: '3,4', rolefilter: '2', productId: '5', ped: 'x' }),
    );
    expect(key).toBe('/api/user?page=2&size=30&filter=ana&sort=email&order=desc&clientfilter=3%2C4&rolefilter=2&productId=5');
    expect(isUserListKey(key)).toBe(true);
    expect(isUserListKey('/api/user/4')).toBe(false);
  });

  it('calls the audit log page size limit', () => {
    expect(userAuditLogKey(listOf(1, 10, { actionfilter: 'Create,Update', search: 'ana', type: 'user' }))).toBe(
      '/api/user/auditlog?page=1&limit=10&actionfilter=Create%2CUpdate&type=user&search=ana',
    );
  });

  it('describes an audit entry by its target and the plain values after the change', () => {
    expect(describeAuditEntry({ targetType: 'user', targetId: '7', after: { status: 'ACTIVE', roles: [1], locked: false } })).toBe(
      'user #7 — status: ACTIVE, locked: false',
    );
    expect(describeAuditEntry({ targetType: 'role', targetId: null, after: null })).toBe('role');
  });
});
