import { describe, expect, it } from 'vitest';
import { axisOptions, filterFacts, NO_FILTER, periodOptions } from './fact-filters.ts';
import { factLabel, nameAsWords, periodKey } from './fact-labels.ts';
import { viewerFact } from './test-facts.ts';

const SEGMENT = {
  dimension: 'us-gaap:StatementBusinessSegmentsAxis',
  member: 'aapl:AmericasSegmentMember',
  dimensionLabel: 'Segments',
  memberLabel: 'Americas',
};
const PRODUCT = {
  dimension: 'srt:ProductOrServiceAxis',
  member: 'us-gaap:ServiceMember',
  dimensionLabel: 'Product and Service',
  memberLabel: 'Services',
};
const INSTANT = { type: 'instant' as const, start: null, end: '2025-03-29' };

const facts = [
  viewerFact({
    id: 'f-1',
    concept: 'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax',
    label: 'Net sales',
    value: '95359000000',
    displayValue: '95,359',
  }),
  viewerFact({
    id: 'f-2',
    concept: 'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax',
    label: 'Net sales',
    dimensions: [PRODUCT],
    displayValue: '26,645',
  }),
  viewerFact({ id: 'f-3', concept: 'us-gaap:OperatingIncomeLoss', label: null, dimensions: [SEGMENT, PRODUCT], displayValue: '9,853' }),
  viewerFact({
    id: 'f-4',
    concept: 'us-gaap:CashAndCashEquivalentsAtCarryingValue',
    label: 'Cash and cash equivalents',
    period: INSTANT,
    displayValue: '28,162',
  }),
  viewerFact({
    id: 'f-5',
    concept: 'dei:DocumentType',
    kind: 'nonNumeric',
    label: 'Document Type',
    value: '10-Q',
    displayValue: '10-Q',
    period: INSTANT,
  }),
];
const ids = (filter: Partial<typeof NO_FILTER>) => filterFacts(facts, { ...NO_FILTER, ...filter }).map((fact) => fact.id);

describe('the fact filters', () => {
  it('keeps every fact without a filter, in document order', () => {
    expect(ids({})).toEqual(['f-1', 'f-2', 'f-3', 'f-4', 'f-5']);
  });

  it('matches every word of the concept filter against the concept or its label, in any order', () => {
    expect(ids({ concept: 'sales net' })).toEqual(['f-1', 'f-2']);
    expect(ids({ concept: 'CashAndCash' })).toEqual(['f-4']);
    // A fact without a label is found by its name in words too.
    expect(ids({ concept: 'operating income' })).toEqual(['f-3']);
    expect(ids({ concept: 'sales cash' })).toEqual([]);
  });

  it('filters by period', () => {
    expect(ids({ period: periodKey(INSTANT) })).toEqual(['f-4', 'f-5']);
  });

  it('filters by dimensions: none, any, or one axis', () => {
    expect(ids({ dimension: 'none' })).toEqual(['f-1', 'f-4', 'f-5']);
    expect(ids({ dimension: 'any' })).toEqual(['f-2', 'f-3']);
    expect(ids({ dimension: `axis:${SEGMENT.dimension}` })).toEqual(['f-3']);
  });

  it('matches the value as stored or as shown', () => {
    expect(ids({ value: '95359000000' })).toEqual(['f-1']);
    expect(ids({ value: '26,645' })).toEqual(['f-2']);
    expect(ids({ value: '10-q' })).toEqual(['f-5']);
  });

  it('combines the filters', () => {
    expect(ids({ concept: 'net sales', dimension: 'none' })).toEqual(['f-1']);
  });

  it('offers the periods latest first and the axes by label', () => {
    expect(periodOptions(facts)).toEqual([
      { value: 'duration:2024-12-29/2025-03-29', label: 'Dec 29, 2024 – Mar 29, 2025' },
      { value: 'instant:2025-03-29', label: 'As of Mar 29, 2025' },
    ]);
    expect(axisOptions(facts).map((option) => option.label)).toEqual(['Product and Service', 'Segments']);
  });
});

describe('fact labels', () => {
  it('falls back to the concept’s local name in words', () => {
    expect(factLabel(facts[2]!)).toBe('Operating Income Loss');
    expect(nameAsWords('EarningsPerShareBasic')).toBe('Earnings Per Share Basic');
    expect(nameAsWords('EPSDilutedAmount')).toBe('EPS Diluted Amount');
    expect(nameAsWords('AmendmentFlag2')).toBe('Amendment Flag 2');
  });
});
