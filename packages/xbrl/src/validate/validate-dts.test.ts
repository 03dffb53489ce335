import { sharedData } from '@ea/shared-data';
import { describe, expect, it } from 'vitest';
import { discoverDts } from '../dts/discover-dts.ts';
import { fileResolver } from '../dts/resolver.ts';
import { validateDts } from './validate-dts.ts';

async function validate(path: string) {
  const { dts, messages } = await discoverDts([sharedData(`xbrl/conformance/XBRL-CONF-2014-12-10/Common/${path}`).href], fileResolver());
  return [...messages, ...validateDts(dts)];
}

describe('validateDts on the XBRL 2.1 conformance suite', () => {
  it('finds a directed cycle of parent-child arcs, whose cyclesAllowed is undirected', async () => {
    const messages = await validate('200-linkbase/ArcCyclesPCDC.xsd');
    expect(messages.map((m) => m.ruleId)).toEqual(['xbrl.5.1.4.cycle']);
    expect(messages[0]!.message).toContain('parent-child');
    expect(messages[0]!.location?.file).toMatch(/ArcCyclesPCDC_presentation\.xml$/);
  });

  it('accepts the same network without the cycle', async () => {
    expect(await validate('200-linkbase/ArcCyclesPCNC.xsd')).toEqual([]);
  });

  it('finds a summation-item arc from a non-numeric item', async () => {
    const messages = await validate('200-linkbase/213-02-SummationNonNumeric_ItemNumeric.xsd');
    expect(messages.map((m) => m.ruleId)).toEqual(['xbrl.5.2.5.2.summationNotNumeric']);
  });

  it('finds a weight whose sign contradicts the balances (credit into credit with -1)', async () => {
    const messages = await validate('200-linkbase/208-03-ItemCreditSumCreditWeight-1.xsd');
    expect(messages.map((m) => m.ruleId)).toEqual(['xbrl.5.1.1.2.balanceWeight']);
    expect(messages[0]!.message).toContain('must be positive');
  });

  it('finds balance on a non-monetary item and periodType missing on an item', async () => {
    expect((await validate('100-schema/105-01-ElementWithBalanceTypeNotMonetary.xsd')).map((m) => m.ruleId)).toContain(
      'xbrl.5.1.1.2.balanceNotMonetary',
    );
    expect((await validate('100-schema/102-02-MissingPeriodType.xsd')).map((m) => m.ruleId)).toContain('xbrl.5.1.1.1.periodTypeMissing');
  });
});
