import type { ViewerFact } from '@ea/contracts/easyview';
import { factLabel, periodKey, periodLabel } from './fact-labels.ts';

/** What the fact list is narrowed by; '' leaves a criterion out. */
export interface FactFilter {
  /** Words of the concept's name or its label. */
  concept: string;
  /** A period's key (periodKey). */
  period: string;
  /** 'none': facts without dimensions; 'any': with some; 'axis:<qname>': with that axis. */
  dimension: string;
  /** Text of the value as stored or as shown. */
  value: string;
}

export const NO_FILTER: FactFilter = { concept: '', period: '', dimension: '', value: '' };

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

function matchesDimension(fact: ViewerFact, dimension: string): boolean {
  if (dimension === '') return true;
  if (dimension === 'none') return fact.dimensions.length === 0;
  if (dimension === 'any') return fact.dimensions.length > 0;
  const axis = dimension.slice('axis:'.length);
  return fact.dimensions.some((d) => d.dimension === axis);
}

/**
 * The facts the filter keeps, in document order. Concept and value match every word typed, in any
 * order, so "revenue services" finds "Services revenue" and its concept.
 */
export function filterFacts(facts: readonly ViewerFact[], filter: FactFilter): ViewerFact[] {
  const conceptWords = words(filter.concept);
  const valueWords = words(filter.value);
  return facts.filter((fact) => {
    if (filter.period && periodKey(fact.period) !== filter.period) return false;
    if (!matchesDimension(fact, filter.dimension)) return false;
    if (conceptWords.length > 0) {
      const haystack = `${fact.concept} ${factLabel(fact)}`.toLowerCase();
      if (!conceptWords.every((word) => haystack.includes(word))) return false;
    }
    if (valueWords.length > 0) {
      const haystack = `${fact.value ?? ''} ${fact.displayValue}`.toLowerCase();
      if (!valueWords.every((word) => haystack.includes(word))) return false;
    }
    return true;
  });
}

export interface FilterOption {
  value: string;
  label: string;
}

/** An instant as a period that starts where it ends, so it sorts after the durations ending that day. */
const startOf = (period: ViewerFact['period'] | undefined) => period?.start ?? period?.end ?? '';

/** The filing's periods, latest end first, and within one end the longest first. */
export function periodOptions(facts: readonly ViewerFact[]): FilterOption[] {
  const byKey = new Map<string, ViewerFact['period']>();
  for (const fact of facts) if (fact.period) byKey.set(periodKey(fact.period), fact.period);
  return [...byKey.entries()]
    .sort(([, a], [, b]) => (b?.end ?? '').localeCompare(a?.end ?? '') || startOf(a).localeCompare(startOf(b)))
    .map(([value, period]) => ({ value, label: periodLabel(period ?? null) }));
}

/** The axes the filing's facts use, by label. */
export function axisOptions(facts: readonly ViewerFact[]): FilterOption[] {
  const byAxis = new Map<string, string>();
  for (const fact of facts) for (const d of fact.dimensions) byAxis.set(d.dimension, d.dimensionLabel ?? d.dimension);
  return [...byAxis.entries()].map(([axis, label]) => ({ value: `axis:${axis}`, label })).sort((a, b) => a.label.localeCompare(b.label));
}
