import type { Dts } from '../dts/model.ts';
import type { Instance } from '../model/instance.ts';
import type { XbrlMessage } from '../model/message.ts';
import { checkCalculations } from './check-calculations.ts';
import { checkContexts } from './check-contexts.ts';
import { checkDefinitions } from './check-definitions.ts';
import { checkFacts } from './check-facts.ts';
import { checkFootnotes } from './check-footnotes.ts';
import { checkUnits } from './check-units.ts';
import { indexFacts } from './fact-index.ts';
import { Report } from './report.ts';

/**
 * Validates an instance against its DTS by the rules of XBRL 2.1: contexts, units, facts,
 * footnotes, then the relationships that bind facts (calculations as 'inconsistency', essence-alias
 * and requires-element). The DTS's own rules are `validateDts`'s. When the DTS lacks schemas that
 * could not be resolved, facts of unknown concepts are not reported as undeclared.
 */
export function validateInstance(instance: Instance, dts: Dts): XbrlMessage[] {
  const report = new Report();
  checkContexts(instance.contexts.values(), dts, report);
  checkUnits(instance.units.values(), report);
  const facts = indexFacts(instance, dts);
  checkFacts(instance, dts, facts, dts.unresolvedUrls.length === 0, report);
  checkFootnotes(instance, report);
  checkCalculations(dts, facts, report);
  checkDefinitions(dts, facts, report);
  return report.messages;
}
