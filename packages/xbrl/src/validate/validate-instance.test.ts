import { readFileSync } from 'node:fs';
import { sharedData } from '@ea/shared-data';
import { describe, expect, it } from 'vitest';
import { discoverDts } from '../dts/discover-dts.ts';
import { fileResolver } from '../dts/resolver.ts';
import { readInstance } from '../instance/read-instance.ts';
import { validateInstance } from './validate-instance.ts';

/** Reads a conformance suite instance, discovers its DTS, and validates the instance. */
async function validate(path: string) {
  const url = sharedData(`xbrl/conformance/XBRL-CONF-2014-12-10/Common/300-instance/${path}`).href;
  const { instance } = readInstance(readFileSync(new URL(url)), url);
  const { dts } = await discoverDts(
    instance.schemaRefs.map((h) => new URL(h, url).href),
    fileResolver(),
  );
  return validateInstance(instance, dts);
}

describe('validateInstance on the XBRL 2.1 conformance suite', () => {
  it('finds a duration context whose start is after its end, with the context and its line', async () => {
    const messages = await validate('302-10-PeriodDateTimeInvalid.xml');
    const m = messages.find((x) => x.ruleId === 'xbrl.4.7.2.periodStartAfterEnd')!;
    expect(m.severity).toBe('error');
    expect(m.message).toMatch(/Context "[^"]+" has a period starting .* not before its end/);
    expect(m.location?.file).toMatch(/302-10-PeriodDateTimeInvalid\.xml$/);
    expect(m.location?.line).toBeGreaterThan(1);
  });

  it('finds an instant item reported in a duration context', async () => {
    const messages = await validate('303-03-PeriodInstantInvalid.xml');
    expect(messages.map((m) => m.ruleId)).toContain('xbrl.4.7.2.periodTypeMismatch');
  });

  it('finds a divide that is not in its simplest form', async () => {
    const messages = await validate('304-16-unitsInSimplestForm.xml');
    expect(messages.map((m) => m.ruleId)).toEqual(['xbrl.4.8.4.unitNotSimplest']);
  });

  it('finds a numeric item with both decimals and precision', async () => {
    const messages = await validate('305-04-BothDecimalAndPrecisionSpecified.xml');
    expect(messages.map((m) => m.ruleId)).toEqual(['xbrl.4.6.3.decimalsAndPrecision']);
  });

  it('reports a summation that does not add up as an inconsistency, naming the values', async () => {
    const messages = await validate('397-01-InconsistentInstance-invalid.xbrl');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ ruleId: 'xbrl.5.2.5.2.calcInconsistency', severity: 'inconsistency' });
    expect(messages[0]!.message).toMatch(/is \d+, but its contributing items in .* sum to \d+ at/);
  });

  it('binds no calculation across contexts that are not c-equal', async () => {
    expect(await validate('397-02-NonCEqualContributing-valid.xbrl')).toEqual([]);
  });

  it('rounds each item half to even at its own decimals (-26.5 to -26, -27.5 to -28) before summing', async () => {
    const inconsistent = await validate('320-32-BindCalculationInferDecimals-instance.xbrl');
    expect(inconsistent.map((m) => m.ruleId)).toEqual(['xbrl.5.2.5.2.calcInconsistency']);
    expect(inconsistent[0]!.message).toContain('is -51, but its contributing items');
    expect(await validate('320-33-BindCalculationInferDecimals-instance.xbrl')).toEqual([]);
  });
});
