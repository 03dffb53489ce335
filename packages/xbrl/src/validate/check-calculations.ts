import type { Dts } from '../dts/model.ts';
import { ARCROLE } from '../dts/standard-taxonomy.ts';
import { add, type Decimal, equal, magnitude, multiply, parseDecimal, round, toText } from './decimal.ts';
import { type IndexedFact, inScopeOf } from './fact-index.ts';
import type { Report } from './report.ts';

/**
 * Calculation consistency (XBRL 2.1 §5.2.5.2): for each summation item S of each summation-item
 * network, the contributing items (c-equal, u-equal, in S's scope, not nil), each rounded to its
 * own inferred decimals, weighted and summed, must equal S once both are rounded to S's inferred
 * decimals (ties to even). A calculation does not bind when S is nil or any item is duplicated.
 */
export function checkCalculations(dts: Dts, facts: Map<string, IndexedFact[]>, report: Report): void {
  const networks = new Map<string, { linkRole: string; sum: string; items: { concept: string; weight: Decimal }[] }>();
  for (const r of dts.relationships) {
    if (r.arcrole !== ARCROLE.summationItem || r.from.kind !== 'concept' || r.to.kind !== 'concept') continue;
    const key = `${r.linkRole}\u0000${r.from.concept}`;
    const network = networks.get(key) ?? { linkRole: r.linkRole, sum: r.from.concept, items: [] };
    network.items.push({ concept: r.to.concept, weight: parseDecimal(String(r.weight ?? 1)) ?? { mantissa: 1n, exponent: 0 } });
    networks.set(key, network);
  }
  if (networks.size === 0) return;
  // Facts by concept, context and unit: the candidates for contributing items, found in one lookup.
  const candidates = new Map<string, IndexedFact[]>();
  for (const list of facts.values())
    for (const f of list) {
      if (f.nil || f.contextKey === undefined || f.unitKey === undefined) continue;
      const key = `${f.concept}\u0000${f.contextKey}\u0000${f.unitKey}`;
      const group = candidates.get(key);
      if (group) group.push(f);
      else candidates.set(key, [f]);
    }
  for (const { linkRole, sum, items } of networks.values()) {
    for (const s of facts.get(sum) ?? []) {
      if (s.nil || s.duplicated || s.contextKey === undefined || s.unitKey === undefined) continue;
      const contributing: { fact: IndexedFact; weight: Decimal }[] = [];
      for (const { concept, weight } of items)
        for (const c of candidates.get(`${concept}\u0000${s.contextKey}\u0000${s.unitKey}`) ?? [])
          if (inScopeOf(c, s)) contributing.push({ fact: c, weight });
      if (contributing.length === 0 || contributing.some((c) => c.fact.duplicated)) continue;
      checkSum(s, contributing, linkRole, report);
    }
  }
}

function checkSum(s: IndexedFact, contributing: { fact: IndexedFact; weight: Decimal }[], linkRole: string, report: Report): void {
  const value = parseDecimal(s.effective.value!);
  const values = contributing.map((c) => parseDecimal(c.fact.effective.value!));
  if (!value || values.some((v) => !v)) return;
  // Each item is rounded to its own inferred decimals, the sum to the summation item's (XBRL 2.1 §5.2.5.2).
  const decimals = inferredDecimals(s, value);
  const own = contributing.map((c, i) => inferredDecimals(c.fact, values[i]!));
  const name = `${s.fact.concept.prefix ? `${s.fact.concept.prefix}:` : ''}${s.fact.concept.localName}`;
  if (Number.isNaN(decimals) || own.some(Number.isNaN)) {
    report.add(
      'xbrl.5.2.5.2.calcInconsistency',
      'inconsistency',
      `The summation of ${name} in ${linkRole} cannot be checked: an item has precision 0, so its value is unknown.`,
      s.fact.location,
    );
    return;
  }
  let total: Decimal = { mantissa: 0n, exponent: 0 };
  contributing.forEach((c, i) => {
    total = add(total, multiply(round(values[i]!, own[i]!), c.weight));
  });
  const expected = round(total, decimals);
  const reported = round(value, decimals);
  if (!equal(expected, reported))
    report.add(
      'xbrl.5.2.5.2.calcInconsistency',
      'inconsistency',
      `${name} (context "${s.fact.contextRef}") is ${s.fact.value}, but its contributing items in ${linkRole} sum to ${toText(expected)} at ${decimals} decimals.`,
      s.fact.location,
    );
}

/** Decimals stated, or inferred from precision (XBRL 2.1 §4.6.6); NaN for precision 0. */
export function inferredDecimals(item: IndexedFact, value: Decimal): number {
  const { decimals, precision } = item.effective;
  if (decimals !== undefined) return decimals === 'INF' ? Number.POSITIVE_INFINITY : Number(decimals);
  if (precision === undefined || precision === 'INF') return Number.POSITIVE_INFINITY;
  const p = Number(precision);
  if (p === 0) return Number.NaN;
  const m = magnitude(value);
  return m === undefined ? Number.POSITIVE_INFINITY : p - m - 1;
}
