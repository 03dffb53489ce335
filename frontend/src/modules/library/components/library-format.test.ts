import { describe, expect, it } from 'vitest';
import { documentTypeName, nextQuarterEnd, periodYears } from './library-format.ts';

describe('library formats', () => {
  it('names every document type of the spec and falls back for unknown numbers', () => {
    expect(documentTypeName(6)).toBe('WordML');
    expect(documentTypeName(11)).toBe('iXBRL Review');
    expect(documentTypeName(42)).toBe('Type 42');
  });

  it('offers period years from next year down to 2000', () => {
    const years = periodYears(2000, new Date('2026-06-01T00:00:00Z'));
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(2000);
  });

  it('rolls a quarter end forward to the next quarter end, over the year end too', () => {
    expect(nextQuarterEnd('2026-03-31')).toBe('2026-06-30');
    expect(nextQuarterEnd('2026-06-30')).toBe('2026-09-30');
    expect(nextQuarterEnd('2026-12-31')).toBe('2027-03-31');
  });
});
