import type { PageSize } from '@ea/contracts';
import { describe, expect, it } from 'vitest';
import { userAuditLogKey } from './user-audit-log.ts';
import { isUserListKey, userListKey } from './users.ts';

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
});
