import { describe, expect, it } from 'vitest';
import { scaleDecimal } from './exact-decimal.ts';

describe('scaleDecimal', () => {
  it('moves the decimal point on the digits, without float rounding', () => {
    expect(scaleDecimal('95,359'.replace(',', ''), 6, false)).toBe('95359000000');
    expect(scaleDecimal('1.1', 9, false)).toBe('1100000000');
    expect(scaleDecimal('12345678901234567.891', 3, false)).toBe('12345678901234567891');
    expect(scaleDecimal('0.1', 0, false)).toBe('0.1');
    expect(scaleDecimal('1.53', -2, false)).toBe('0.0153');
    expect(scaleDecimal('150', -2, false)).toBe('1.5');
    expect(scaleDecimal('.5', 1, false)).toBe('5');
  });

  it('negates for sign="-", and never writes a negative zero', () => {
    expect(scaleDecimal('2.5', 6, true)).toBe('-2500000');
    expect(scaleDecimal('-2.5', 0, true)).toBe('2.5');
    expect(scaleDecimal('0', 6, true)).toBe('0');
    expect(scaleDecimal('000.000', 0, false)).toBe('0');
  });

  it('refuses what is not a decimal', () => {
    expect(scaleDecimal('', 0, false)).toBeUndefined();
    expect(scaleDecimal('1e5', 0, false)).toBeUndefined();
    expect(scaleDecimal('.', 0, false)).toBeUndefined();
  });
});
