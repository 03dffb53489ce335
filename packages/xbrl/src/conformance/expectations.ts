import type { VariationResult } from './run-suite.ts';

/** The checked-in record of what the processor does not get right, variation by variation. */
export interface ConformanceExpectations {
  suite: string;
  /** Key prefixes of variations outside XBRL 2.1, with why. */
  notApplicable: Record<string, string>;
  /** Keys of applicable variations expected to fail, with why. */
  failing: Record<string, string>;
}

export interface ConformanceComparison {
  applicable: VariationResult[];
  passed: number;
  /** Variations that fail but are not recorded as failing: regressions. */
  newlyFailing: string[];
  /** Variations recorded as failing that now pass: the record must be updated. */
  newlyPassing: string[];
}

export function isApplicable(key: string, expectations: ConformanceExpectations): boolean {
  return !Object.keys(expectations.notApplicable).some((prefix) => key.startsWith(prefix));
}

/** Compares a run with the record: any difference, either way, is to be looked at. */
export function compareWithExpectations(results: readonly VariationResult[], expectations: ConformanceExpectations): ConformanceComparison {
  const applicable = results.filter((r) => isApplicable(r.key, expectations));
  const failing = new Set(applicable.filter((r) => r.actual !== r.expected).map((r) => r.key));
  return {
    applicable,
    passed: applicable.length - failing.size,
    newlyFailing: [...failing].filter((k) => !(k in expectations.failing)),
    newlyPassing: Object.keys(expectations.failing).filter((k) => !failing.has(k)),
  };
}
