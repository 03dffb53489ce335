import type { Concept, Dts, Relationship } from '../dts/model.ts';
import { ARCROLE, LINK, STANDARD_ARCROLES } from '../dts/standard-taxonomy.ts';
import { clark } from '../xml/qname.ts';
import type { Report } from './report.ts';

/**
 * Rules on the relationships of the standard networks (XBRL 2.1 §5.2.4–5.2.6): summation-item arcs
 * join numeric items, with a non-zero weight whose sign agrees with the balances; essence and alias
 * items agree in type, period type and balance; a preferredLabel names a label role the target
 * concept has; each network respects its arcrole's cyclesAllowed.
 */
export function checkRelationships(dts: Dts, report: Report): void {
  const conceptOf = (r: Relationship, end: 'from' | 'to'): Concept | undefined => {
    const e = r[end];
    return e.kind === 'concept' ? dts.concepts.get(e.concept) : undefined;
  };
  for (const r of dts.arcs) {
    if (r.arcrole === ARCROLE.summationItem && r.weight === 0)
      report.error('xbrl.5.2.5.2.weightZero', 'A summation-item arc has weight 0.', r.location);
  }
  const labelRoles = new Map<string, Set<string>>();
  for (const r of dts.relationships)
    if (r.arcrole === ARCROLE.conceptLabel && r.from.kind === 'concept' && r.to.kind === 'resource' && r.to.resource.role)
      labelRoles.set(r.from.concept, (labelRoles.get(r.from.concept) ?? new Set()).add(r.to.resource.role));

  for (const r of dts.relationships) {
    const from = conceptOf(r, 'from');
    const to = conceptOf(r, 'to');
    if (r.arcrole === ARCROLE.summationItem) {
      for (const c of [from, to])
        if (c && (c.kind !== 'item' || !c.typeInfo.numeric))
          report.error(
            'xbrl.5.2.5.2.summationNotNumeric',
            `The summation-item arc joins ${c.name.localName}, which is not a numeric item.`,
            r.location,
          );
      if (from?.balance && to?.balance && r.weight !== undefined && r.weight !== 0) {
        const same = from.balance === to.balance;
        if (same !== r.weight > 0)
          report.error(
            'xbrl.5.1.1.2.balanceWeight',
            `${to.name.localName} (${to.balance}) sums into ${from.name.localName} (${from.balance}) with weight ${r.weight}; the weight must be ${same ? 'positive' : 'negative'}.`,
            r.location,
          );
      }
    } else if (r.arcrole === ARCROLE.essenceAlias && from && to) {
      const type = (c: Concept) => (c.type ? clark(c.type) : c.typeInfo.xbrliType);
      if (type(from) !== type(to) || from.periodType !== to.periodType || from.balance !== to.balance)
        report.error(
          'xbrl.5.2.6.2.2.essenceAliasMismatch',
          `The essence ${from.name.localName} and alias ${to.name.localName} differ in type, period type or balance.`,
          r.location,
        );
    } else if (r.arcrole === ARCROLE.parentChild && r.preferredLabel !== undefined && r.to.kind === 'concept') {
      if (!labelRoles.get(r.to.concept)?.has(r.preferredLabel))
        report.error(
          'xbrl.5.2.4.2.preferredLabel',
          `The preferredLabel ${r.preferredLabel} names no label of ${r.to.concept}.`,
          r.location,
        );
    }
  }
  checkCycles(dts, report);
}

/** Cycles per network (arcrole, link role, link and arc element), against the arcrole's cyclesAllowed. */
function checkCycles(dts: Dts, report: Report): void {
  const networks = new Map<string, Relationship[]>();
  for (const r of dts.relationships) {
    // Cycle rules bind the standard arcs; custom arcs' networks are the application's business.
    if (r.from.kind !== 'concept' || r.to.kind !== 'concept' || r.arc.namespace !== LINK) continue;
    const key = [r.arcrole, r.linkRole, clark(r.link), clark(r.arc)].join('\u0000');
    networks.set(key, [...(networks.get(key) ?? []), r]);
  }
  for (const relationships of networks.values()) {
    const arcrole = relationships[0]!.arcrole;
    const allowed = STANDARD_ARCROLES[arcrole]?.cyclesAllowed ?? dts.arcroleTypes.get(arcrole)?.[0]?.cyclesAllowed ?? 'any';
    if (allowed === 'any') continue;
    const edges = relationships.map((r) => [(r.from as { concept: string }).concept, (r.to as { concept: string }).concept] as const);
    const cycle = allowed === 'none' ? undirectedCycle(edges) : directedCycle(edges);
    if (cycle)
      report.error(
        'xbrl.5.1.4.cycle',
        `The ${arcrole} network of ${relationships[0]!.linkRole} has a ${allowed === 'none' ? '' : 'directed '}cycle through ${cycle}, which cyclesAllowed="${allowed}" forbids.`,
        relationships[0]!.location,
      );
  }
}

function directedCycle(edges: readonly (readonly [string, string])[]): string | undefined {
  const next = new Map<string, string[]>();
  for (const [a, b] of edges) next.set(a, [...(next.get(a) ?? []), b]);
  const state = new Map<string, 1 | 2>();
  const visit = (node: string): string | undefined => {
    state.set(node, 1);
    for (const n of next.get(node) ?? []) {
      if (state.get(n) === 1) return n;
      if (!state.has(n)) {
        const found = visit(n);
        if (found) return found;
      }
    }
    state.set(node, 2);
    return undefined;
  };
  for (const node of next.keys())
    if (!state.has(node)) {
      const found = visit(node);
      if (found) return found;
    }
  return undefined;
}

function undirectedCycle(edges: readonly (readonly [string, string])[]): string | undefined {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    parent.set(x, root);
    return root;
  };
  for (const [a, b] of edges) {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return a;
    parent.set(ra, rb);
  }
  return undefined;
}
