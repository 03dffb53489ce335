import { describe, expect, it } from 'vitest';
import { changeMultiValue, readMultiValue, writeMultiValue } from './multi-value-param.ts';

describe('multi-value parameters', () => {
  it('reads and writes comma-separated keys, leaving out an empty list', () => {
    expect(readMultiValue('Create,,Revoke')).toEqual(['Create', 'Revoke']);
    expect(readMultiValue(null)).toEqual([]);
    expect(writeMultiValue(['Create', 'Revoke'])).toBe('Create,Revoke');
    expect(writeMultiValue([])).toBeNull();
  });

  it('applies what a control added and removed to the latest value, not the one it showed', () => {
    // The control still showed nothing while Create was already on its way: Revoke is added to it.
    expect(changeMultiValue('Create', [], ['Revoke'])).toBe('Create,Revoke');
    expect(changeMultiValue('Create,Revoke', ['Create'], [])).toBe('Revoke');
    expect(changeMultiValue('Create', [], ['Create', 'Update'])).toBe('Create,Update');
    expect(changeMultiValue('Create', ['Create'], [])).toBeNull();
    expect(changeMultiValue(null, [], ['Delete'])).toBe('Delete');
  });
});
