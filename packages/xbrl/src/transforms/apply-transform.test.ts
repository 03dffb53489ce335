import { readFileSync } from 'node:fs';
import { sharedData } from '@ea/shared-data';
import { describe, expect, it } from 'vitest';
import { applyTransform, EDGAR_TRANSFORM_NAMESPACES, IXT_NAMESPACES, isKnownFormat } from './apply-transform.ts';

const trr4 = (localName: string) => ({ namespace: IXT_NAMESPACES.trr4, localName });
const trr2 = (localName: string) => ({ namespace: IXT_NAMESPACES.trr2, localName });

describe('applyTransform', () => {
  it('reads grouped numbers exactly, without float rounding', () => {
    expect(applyTransform(trr4('num-dot-decimal'), '12,345,678,901,234,567.891')).toEqual({ value: '12345678901234567.891' });
    expect(applyTransform(trr4('num-dot-decimal'), ' 1\u00A0234.5 ')).toEqual({ value: '1234.5' });
    expect(applyTransform(trr4('num-comma-decimal'), '1.234,50')).toEqual({ value: '1234.50' });
    expect(applyTransform(trr4('num-unit-decimal'), '5 dollars 7 cents')).toEqual({ value: '5.07' });
    expect(applyTransform(trr4('num-dot-decimal'), '12,34')).toHaveProperty('error');
    expect(applyTransform(trr4('num-dot-decimal'), '(1,234)')).toHaveProperty('error');
  });

  it('reads dates in the order the format names, with month names, ordinals and two-digit years', () => {
    expect(applyTransform(trr4('date-monthname-day-year-en'), 'March 29, 2025')).toEqual({ value: '2025-03-29' });
    expect(applyTransform(trr4('date-monthname-day-year-en'), 'Sept. 1st, 2025')).toEqual({ value: '2025-09-01' });
    expect(applyTransform(trr4('date-day-month-year'), '29/03/25')).toEqual({ value: '2025-03-29' });
    expect(applyTransform(trr4('date-month-day'), '12/31')).toEqual({ value: '--12-31' });
    expect(applyTransform(trr4('date-year-monthname-en'), '2024 February')).toEqual({ value: '2024-02' });
    expect(applyTransform(trr2('datemonthdayyearen'), 'February 29, 2023')).toHaveProperty('error');
    expect(applyTransform(trr4('date-day-month-year'), '29/13/2025')).toHaveProperty('error');
  });

  it('gives fixed values whatever the text', () => {
    expect(applyTransform(trr4('fixed-zero'), '—')).toEqual({ value: '0' });
    expect(applyTransform(trr4('fixed-true'), 'x')).toEqual({ value: 'true' });
    expect(applyTransform(trr2('zerodash'), ' – ')).toEqual({ value: '0' });
    expect(applyTransform(trr2('zerodash'), '0')).toHaveProperty('error');
  });

  it('knows the formats of each registry version and no others', () => {
    expect(isKnownFormat(trr4('num-dot-decimal'))).toBe(true);
    expect(isKnownFormat(trr4('numdotdecimal'))).toBe(false);
    expect(isKnownFormat(trr2('numdotdecimal'))).toBe(true);
    expect(isKnownFormat({ namespace: IXT_NAMESPACES.trr1, localName: 'numcommadot' })).toBe(true);
    expect(isKnownFormat({ namespace: 'http://example.com', localName: 'num-dot-decimal' })).toBe(false);
    expect(applyTransform(trr4('toString'), '1')).toHaveProperty('error');
  });

  it('accepts as EDGAR registries exactly those EDGAR lists', () => {
    const listed = JSON.parse(readFileSync(sharedData('xbrl/efm-resources/ixbrl-transform-registries.json'), 'utf8'));
    const namespaces = Object.keys(listed).filter((key) => key.startsWith('http'));
    expect([...EDGAR_TRANSFORM_NAMESPACES].sort()).toEqual(namespaces.sort());
  });
});
