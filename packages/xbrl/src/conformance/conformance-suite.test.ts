import { readFileSync } from 'node:fs';
import { sharedData } from '@ea/shared-data';
import { describe, expect, it } from 'vitest';
import { type ConformanceExpectations, compareWithExpectations } from './expectations.ts';
import { runSuite, summarize, type VariationResult } from './run-suite.ts';

const expectations = JSON.parse(
  readFileSync(new URL('../../conformance-expectations.json', import.meta.url), 'utf8'),
) as ConformanceExpectations;

describe('XBRL 2.1 conformance suite (XBRL-CONF-2014-12-10)', () => {
  // One run of the whole suite (about 15 s) serves every assertion.
  let run: Promise<VariationResult[]> | undefined;
  const suite = () => (run ??= runSuite(sharedData('xbrl/conformance/XBRL-CONF-2014-12-10/xbrl.xml').href));

  it('fails exactly the variations recorded in conformance-expectations.json, passing at least 95% of the applicable ones', async () => {
    const results = await suite();
    const { applicable, passed, newlyFailing, newlyPassing } = compareWithExpectations(results, expectations);

    expect(results.length).toBe(548);
    expect(newlyFailing, 'variations that fail but are not recorded (regressions)').toEqual([]);
    expect(newlyPassing, 'variations recorded as failing that now pass: update the record').toEqual([]);
    expect(passed / applicable.length).toBeGreaterThanOrEqual(0.95);
    const sections = summarize(applicable);
    expect(sections.map((s) => s.section)).toEqual([
      '300-instance',
      '200-linkbase',
      '100-schema',
      'related-standards',
      '400-misc',
      'total',
    ]);
  }, 120_000);

  it('reports an invalid variation with the rule it breaks, where it breaks it', async () => {
    const results = await suite();
    const startAfterEnd = results.find((r) => r.key === '300-instance/302-context.xml#V-10')!;
    expect(startAfterEnd.actual).toBe('invalid');
    const message = startAfterEnd.messages.find((m) => m.ruleId === 'xbrl.4.7.2.periodStartAfterEnd')!;
    expect(message.severity).toBe('error');
    expect(message.location?.file).toMatch(/302-10-PeriodDateTimeInvalid\.xml$/);
    expect(message.location?.line).toBeGreaterThan(1);
  }, 120_000);
});
