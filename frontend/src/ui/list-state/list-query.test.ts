import { describe, expect, it } from 'vitest';
import { patchListQuery, readListQuery } from './list-query.ts';

describe('readListQuery', () => {
  it('defaults to page 1 and size 10', () => {
    expect(readListQuery('general', new URLSearchParams())).toEqual({ page: 1, size: 10, values: {} });
  });

  it('reads only the parameter names of the list kind', () => {
    const search = new URLSearchParams('page=3&size=50&filter=acme&clientfilter=7&returnUrl=%2Fx');
    expect(readListQuery('general', search)).toEqual({ page: 3, size: 50, values: { page: '3', size: '50', filter: 'acme' } });
    expect(readListQuery('users', search).values).toEqual({ page: '3', size: '50', filter: 'acme', clientfilter: '7' });
  });

  it('rejects sizes that are not offered and pages below 1', () => {
    expect(readListQuery('general', new URLSearchParams('size=20&page=0'))).toMatchObject({ page: 1, size: 10 });
    expect(readListQuery('tsr', new URLSearchParams('size=500&page=2'))).toMatchObject({ page: 2, size: 500 });
  });

  it('uses limit as the audit log page size', () => {
    expect(readListQuery('auditLog', new URLSearchParams('limit=30&size=50&actionfilter=Create'))).toMatchObject({
      size: 30,
      values: { limit: '30', actionfilter: 'Create' },
    });
  });
});

describe('patchListQuery', () => {
  it('goes back to page 1 when a filter changes, and keeps foreign parameters', () => {
    const next = patchListQuery('general', new URLSearchParams('page=4&filter=a&cname=sfc'), { filter: 'b' });
    expect(next.toString()).toBe('filter=b&cname=sfc');
  });

  it('keeps the page when only the page changes, and drops defaults', () => {
    expect(patchListQuery('general', new URLSearchParams('filter=a'), { page: 5 }).toString()).toBe('filter=a&page=5');
    expect(patchListQuery('general', new URLSearchParams('page=5&size=30'), { page: 1, size: 10 }).toString()).toBe('');
  });

  it('keeps the page when a value is set to what it already is', () => {
    expect(patchListQuery('tsr', new URLSearchParams('page=2&search=x'), { search: 'x' }).toString()).toBe('page=2&search=x');
  });

  it('refuses names that are not parameters of the list kind', () => {
    expect(() => patchListQuery('auditLog', new URLSearchParams(), { clientfilter: '1' })).toThrow(/not a auditLog list parameter/);
  });
});
