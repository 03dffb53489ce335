import type { Concept } from '../dts/model.ts';
import { ISO4217, XBRLI } from '../dts/standard-taxonomy.ts';
import type { Fact, QName, Unit } from '../model/instance.ts';
import type { Report } from './report.ts';

const name = (q: QName) => `${q.prefix ? `${q.prefix}:` : ''}${q.localName}`;

/**
 * Unit rules of XBRL 2.1 §4.8: xbrli measures are only pure and shares, and a divide is in its
 * simplest form (no measure both in numerator and denominator).
 */
export function checkUnits(units: Iterable<Unit>, report: Report): void {
  for (const unit of units) {
    for (const m of [...unit.numerator, ...unit.denominator])
      if (m.namespace === XBRLI && m.localName !== 'pure' && m.localName !== 'shares')
        report.error(
          'xbrl.4.8.2.xbrliMeasure',
          `Unit "${unit.id}" uses the measure ${name(m)}; the only xbrli measures are pure and shares.`,
          unit.location,
        );
    const numerator = new Set(unit.numerator.map((q) => `{${q.namespace}}${q.localName}`));
    const common = unit.denominator.find((q) => numerator.has(`{${q.namespace}}${q.localName}`));
    if (common)
      report.error(
        'xbrl.4.8.4.unitNotSimplest',
        `Unit "${unit.id}" has ${name(common)} in both numerator and denominator; a divide must be in its simplest form.`,
        unit.location,
      );
  }
}

/**
 * The unit a numeric fact's type requires (XBRL 2.1 §4.8.2): monetary items an ISO 4217 currency,
 * shares items xbrli:shares; each alone in the numerator.
 */
export function checkFactUnit(fact: Fact, concept: Concept, unit: Unit, report: Report): void {
  const type = concept.typeInfo.xbrliType;
  const single = unit.numerator.length === 1 && unit.denominator.length === 0 ? unit.numerator[0] : undefined;
  const where = `${name(fact.concept)} (unit "${unit.id}")`;
  if (type === 'monetaryItemType') {
    if (!single || single.namespace !== ISO4217 || !/^[A-Z]{3}$/.test(single.localName))
      report.error('xbrl.4.8.2.monetaryUnit', `${where} is monetary; its unit must be a single ISO 4217 currency measure.`, fact.location);
  } else if (type === 'sharesItemType') {
    if (!single || single.namespace !== XBRLI || single.localName !== 'shares')
      report.error('xbrl.4.8.2.sharesUnit', `${where} is a shares item; its unit must be the single measure xbrli:shares.`, fact.location);
  }
}
