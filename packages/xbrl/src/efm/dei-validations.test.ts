import { describe, expect, it } from 'vitest';
import { appliesTo, type SubTypeValidation } from './dei-validations.ts';
import { loadEdgarResources } from './edgar-resources.ts';

const data = loadEdgarResources().deiValidations;
const applies = (rule: SubTypeValidation, subType: string, documentType?: string) =>
  appliesTo(rule, data['sub-type-classes'], subType, documentType);

describe('sub-type classes of dei-validations.json', () => {
  it('expands nested class references', () => {
    const fast: SubTypeValidation = { 'sub-types': ['@all-FAST'] };
    expect(['10-K', '10-QT/A', '8-K12B', '40-F/A'].map((t) => applies(fast, t))).toEqual([true, true, true, true]);
    expect(applies(fast, 'S-1')).toBe(false);
  });

  it("reads '!not!' as every type but the listed ones", () => {
    const nonFast: SubTypeValidation = { 'sub-types': ['@all-non-FAST'] };
    expect(applies(nonFast, 'S-1')).toBe(true);
    expect(applies(nonFast, '10-K')).toBe(false);
  });

  it("matches 'type§documentType' entries against the form a post-effective amendment is for", () => {
    const n1a: SubTypeValidation = { 'sub-types': ['@N-1A'] };
    expect(applies(n1a, '485BPOS', 'N-1A')).toBe(true);
    expect(applies(n1a, '485BPOS', 'N-4')).toBe(false);
  });

  it("takes '@all' for every type, and a sub-types-pattern as an alternative", () => {
    expect(applies({ 'sub-types': ['@all'] }, 'ANYTHING')).toBe(true);
    expect(applies({ 'sub-types-pattern': '^(N-.*|486.*)$' }, 'N-CSR')).toBe(true);
    expect(applies({ 'sub-types-pattern': '^(N-.*|486.*)$' }, '10-K')).toBe(false);
  });
});
