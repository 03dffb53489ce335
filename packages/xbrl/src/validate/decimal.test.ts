import { describe, expect, it } from 'vitest';
import { add, equal, magnitude, multiply, parseDecimal, round, toText } from './decimal.ts';

const d = (text: string) => parseDecimal(text)!;

describe('decimal arithmetic', () => {
  it('reads decimals and exponent notation exactly', () => {
    expect(toText(d('0001.2500'))).toBe('1.2500');
    expect(equal(d('15E-1'), d('1.5'))).toBe(true);
    expect(equal(d('-.5'), d('-0.50'))).toBe(true);
    expect(parseDecimal('INF')).toBeUndefined();
    expect(parseDecimal('1,000')).toBeUndefined();
  });

  it('rounds half to even, in decimal rather than binary', () => {
    expect(toText(round(d('2.5'), 0))).toBe('2');
    expect(toText(round(d('3.5'), 0))).toBe('4');
    expect(toText(round(d('-26.5'), 0))).toBe('-26');
    expect(toText(round(d('2.675'), 2))).toBe('2.68');
    expect(toText(round(d('1250'), -2))).toBe('1200');
  });

  it('adds, multiplies by weights, and finds the leading digit', () => {
    expect(toText(add(multiply(d('2.02'), d('1.01')), d('-0.0402')))).toBe('2.0000');
    expect(magnitude(d('0.0034'))).toBe(-3);
    expect(magnitude(d('12345'))).toBe(4);
    expect(magnitude(d('0'))).toBeUndefined();
  });
});
