import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes.ts';

describe('auditChanges', () => {
  it('lists only the fields an update changed', () => {
    expect(auditChanges({ name: 'Acme', ticker: 'AC', cik: '0000000001' }, { name: 'Acme Corp', ticker: 'AC', cik: '0000000001' })).toEqual(
      [{ field: 'name', before: 'Acme', after: 'Acme Corp' }],
    );
  });

  it('shows every filled field of a create, and nothing for a read without values', () => {
    expect(auditChanges(null, { name: 'Acme', sic: null })).toEqual([{ field: 'name', before: null, after: 'Acme' }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
