import type { Concept, Dts } from '../dts/model.ts';
import type { Fact, Instance, QName } from '../model/instance.ts';
import { clark } from '../xml/qname.ts';
import { checkFactUnit } from './check-units.ts';
import type { IndexedFact } from './fact-index.ts';
import type { Report } from './report.ts';
import { valueProblem } from './xsd-values.ts';

const name = (q: QName) => `${q.prefix ? `${q.prefix}:` : ''}${q.localName}`;

/**
 * Fact rules of XBRL 2.1 §4.6 and §4.9: the concept is a declared item or tuple, not abstract;
 * items refer to a context whose period matches the concept's periodType; numeric items have a
 * unit of the right kind and exactly one of decimals and precision (none when nil); non-numeric
 * items have no unit; nil only where nillable; the value is valid for the concept's type.
 */
export function checkFacts(instance: Instance, dts: Dts, facts: Map<string, IndexedFact[]>, complete: boolean, report: Report): void {
  const indexed: IndexedFact[] = [];
  for (const list of facts.values()) for (const f of list) indexed[f.index] = f;
  for (const { fact, effective } of indexed) {
    const concept = dts.concepts.get(clark(fact.concept));
    if (!concept) {
      // An undeclared element is only certain when every schema of the DTS was read.
      if (complete && !dts.elements.has(clark(fact.concept)))
        report.error('xbrl.4.6.conceptUndeclared', `The fact ${name(fact.concept)} is not declared in the DTS.`, fact.location);
      else if (complete)
        report.error(
          'xbrl.4.6.notItemOrTuple',
          `${name(fact.concept)} is neither an item nor a tuple, so it cannot be a fact.`,
          fact.location,
        );
      continue;
    }
    if (concept.abstract)
      report.error('xbrl.4.6.abstractConcept', `${name(fact.concept)} is abstract and cannot be reported as a fact.`, fact.location);
    if (concept.kind === 'tuple') {
      if (fact.contextRef !== undefined || fact.kind !== 'tuple')
        report.error(
          'xbrl.4.9.tupleWithContext',
          `${name(fact.concept)} is a tuple; it takes no contextRef, unitRef or value.`,
          fact.location,
        );
      continue;
    }
    checkItem(fact, effective, concept, instance, report);
  }
}

function checkItem(fact: Fact, effective: IndexedFact['effective'], concept: Concept, instance: Instance, report: Report): void {
  const label = name(fact.concept);
  if (fact.contextRef === undefined) {
    report.error('xbrl.4.6.1.contextRefMissing', `The item ${label} has no contextRef.`, fact.location);
    return;
  }
  const context = instance.contexts.get(fact.contextRef);
  if (!context)
    report.error(
      'xbrl.4.6.1.contextRefUnresolved',
      `The item ${label} refers to context "${fact.contextRef}", which the instance does not have.`,
      fact.location,
    );
  else {
    const periodType = concept.periodType;
    if (periodType === 'instant' && context.period.type !== 'instant')
      report.error(
        'xbrl.4.7.2.periodTypeMismatch',
        `${label} has periodType instant but context "${context.id}" has a ${context.period.type} period.`,
        fact.location,
      );
    if (periodType === 'duration' && context.period.type === 'instant')
      report.error(
        'xbrl.4.7.2.periodTypeMismatch',
        `${label} has periodType duration but context "${context.id}" has an instant period.`,
        fact.location,
      );
  }
  const nil = effective.value === null;
  if (nil && !concept.nillable)
    report.error('xbrl.4.6.nilNotNillable', `${label} is nil but its declaration is not nillable.`, fact.location);
  if (concept.typeInfo.numeric) {
    if (fact.unitRef === undefined) report.error('xbrl.4.6.2.unitRefMissing', `The numeric item ${label} has no unitRef.`, fact.location);
    else {
      const unit = instance.units.get(fact.unitRef);
      if (!unit)
        report.error(
          'xbrl.4.6.2.unitRefUnresolved',
          `${label} refers to unit "${fact.unitRef}", which the instance does not have.`,
          fact.location,
        );
      else checkFactUnit(fact, concept, unit, report);
    }
    const { decimals, precision } = effective;
    if (nil && (decimals !== undefined || precision !== undefined))
      report.error('xbrl.4.6.3.nilWithPrecision', `${label} is nil and must not have a decimals or precision attribute.`, fact.location);
    if (!nil && !concept.typeInfo.fraction && decimals === undefined && precision === undefined)
      report.error('xbrl.4.6.3.precisionMissing', `The numeric item ${label} has neither decimals nor precision.`, fact.location);
    if (decimals !== undefined && precision !== undefined)
      report.error('xbrl.4.6.3.decimalsAndPrecision', `${label} has both decimals and precision; only one is allowed.`, fact.location);
    if (decimals !== undefined && !/^(INF|[+-]?\d+)$/.test(decimals))
      report.error(
        'xbrl.4.6.5.decimalsInvalid',
        `${label} has decimals="${decimals}", which is neither an integer nor INF.`,
        fact.location,
      );
    if (precision !== undefined && !/^(INF|\+?\d+)$/.test(precision))
      report.error(
        'xbrl.4.6.4.precisionInvalid',
        `${label} has precision="${precision}", which is neither a non-negative integer nor INF.`,
        fact.location,
      );
  } else if (fact.unitRef !== undefined) {
    report.error('xbrl.4.6.2.unitOnNonNumeric', `The non-numeric item ${label} must not have a unitRef.`, fact.location);
  }
  if (effective.value === null) return;
  const problem = concept.typeInfo.fraction ? fractionProblem(effective.value) : valueProblem(effective.value, concept.typeInfo);
  if (problem) report.error('xbrl.4.6.valueInvalid', `The value of ${label} is not valid for its type: ${problem}.`, fact.location);
}

function fractionProblem(value: string): string | undefined {
  const [numerator = '', denominator = ''] = value.split('/');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(numerator.trim()) || !/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(denominator.trim()))
    return `"${value}" is not a numerator and denominator`;
  if (Number(denominator) === 0) return 'the denominator is zero';
  return undefined;
}
