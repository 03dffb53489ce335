import type { Dts } from '../dts/model.ts';
import { ARCROLE } from '../dts/standard-taxonomy.ts';
import { equal, parseDecimal } from './decimal.ts';
import type { IndexedFact } from './fact-index.ts';
import type { Report } from './report.ts';

const label = (f: IndexedFact) => `${f.fact.concept.prefix ? `${f.fact.concept.prefix}:` : ''}${f.fact.concept.localName}`;

/**
 * Definition-arc rules that bind facts (XBRL 2.1 §5.2.6.2): essence and alias items in the same
 * context and parent have the same unit and value; a fact of a requires-element source needs a
 * fact of the target somewhere in the instance.
 */
export function checkDefinitions(dts: Dts, facts: Map<string, IndexedFact[]>, report: Report): void {
  for (const r of dts.relationships) {
    if (r.from.kind !== 'concept' || r.to.kind !== 'concept') continue;
    if (r.arcrole === ARCROLE.essenceAlias) {
      for (const essence of facts.get(r.from.concept) ?? [])
        for (const alias of facts.get(r.to.concept) ?? []) {
          if (essence.contextKey === undefined || essence.contextKey !== alias.contextKey || essence.fact.parent !== alias.fact.parent)
            continue;
          if (essence.nil || alias.nil) continue;
          if (essence.unitKey !== alias.unitKey)
            report.error(
              'xbrl.5.2.6.2.2.essenceAliasUnits',
              `The essence ${label(essence)} and its alias ${label(alias)} in context "${essence.fact.contextRef}" have different units.`,
              alias.fact.location,
            );
          else if (!sameValue(essence, alias))
            report.error(
              'xbrl.5.2.6.2.2.essenceAliasValues',
              `The essence ${label(essence)} (${essence.fact.value}) and its alias ${label(alias)} (${alias.fact.value}) in context "${essence.fact.contextRef}" differ.`,
              alias.fact.location,
            );
        }
    } else if (r.arcrole === ARCROLE.requiresElement) {
      const sources = facts.get(r.from.concept) ?? [];
      if (sources.length > 0 && (facts.get(r.to.concept) ?? []).length === 0)
        report.error(
          'xbrl.5.2.6.2.4.requiresElement',
          `${label(sources[0]!)} is reported, so the element ${r.to.concept} it requires must be reported too.`,
          sources[0]!.fact.location,
        );
    }
  }
}

function sameValue(a: IndexedFact, b: IndexedFact): boolean {
  const x = a.effective.value ?? '';
  const y = b.effective.value ?? '';
  if (a.unitKey !== undefined) {
    const dx = parseDecimal(x);
    const dy = parseDecimal(y);
    if (dx && dy) return equal(dx, dy);
  }
  return x.trim() === y.trim();
}
