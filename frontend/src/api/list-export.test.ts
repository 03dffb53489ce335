import { describe, expect, it } from 'vitest';
import { listExportAddress } from './list-export.ts';

describe('listExportAddress', () => {
  it('keeps the filters and sort, drops the paging and adds the format', () => {
    expect(listExportAddress('/api/company?page=3&size=50&filter=a%26b&sort=name&order=desc', 'csv')).toBe(
      '/api/company/export?filter=a%26b&sort=name&order=desc&as=csv',
    );
    expect(listExportAddress('/api/user/auditlog?page=1&limit=10&actionfilter=Create%2CUpdate', 'xlsx')).toBe(
      '/api/user/auditlog/export?actionfilter=Create%2CUpdate&as=xlsx',
    );
    expect(listExportAddress('/api/client', 'xlsx')).toBe('/api/client/export?as=xlsx');
  });
});
