import type { Dts } from '../dts/model.ts';
import type { Fact, Instance } from '../model/instance.ts';
import { effectiveFact } from './effective-fact.ts';
import { contextKey, unitKey } from './instance-equality.ts';

/** Per fact: its c-equality and u-equality keys, and its tuple ancestors (for binding scope). */
export interface IndexedFact {
  index: number;
  fact: Fact;
  /** Decimals, precision and value after schema defaults. */
  effective: Pick<Fact, 'decimals' | 'precision' | 'value'>;
  concept: string;
  contextKey?: string;
  unitKey?: string;
  ancestors: ReadonlySet<number>;
  nil: boolean;
  /** Another fact of the same concept, parent, context, unit and language (XBRL 2.1 §4.10). */
  duplicated: boolean;
}

const NO_ANCESTORS: ReadonlySet<number> = new Set();

/** Indexes an instance's facts by concept, once, for the calculation and definition checks. */
export function indexFacts(instance: Instance, dts: Dts): Map<string, IndexedFact[]> {
  // Equal keys become one short token, so that comparing and hashing them stays cheap.
  const interned = new Map<string, string>();
  const intern = (key: string) => {
    let token = interned.get(key);
    if (token === undefined) {
      token = String(interned.size);
      interned.set(key, token);
    }
    return token;
  };
  const contextKeys = new Map([...instance.contexts].map(([id, c]) => [id, intern(contextKey(c))]));
  const unitKeys = new Map([...instance.units].map(([id, u]) => [id, intern(unitKey(u))]));
  const byConcept = new Map<string, IndexedFact[]>();
  const byDuplicateKey = new Map<string, IndexedFact>();
  instance.facts.forEach((fact, index) => {
    // Most facts are top level: they share one empty set.
    let ancestors = NO_ANCESTORS;
    if (fact.parent !== undefined) {
      const chain = new Set<number>();
      for (let p: number | undefined = fact.parent; p !== undefined; p = instance.facts[p]!.parent) chain.add(p);
      ancestors = chain;
    }
    const concept = `{${fact.concept.namespace}}${fact.concept.localName}`;
    const indexed: IndexedFact = {
      index,
      fact,
      effective: effectiveFact(fact, dts.concepts.get(concept)),
      concept,
      ...(fact.contextRef !== undefined && contextKeys.has(fact.contextRef) ? { contextKey: contextKeys.get(fact.contextRef)! } : {}),
      ...(fact.unitRef !== undefined && unitKeys.has(fact.unitRef) ? { unitKey: unitKeys.get(fact.unitRef)! } : {}),
      ancestors,
      nil: fact.kind !== 'tuple' && fact.value === null,
      duplicated: false,
    };
    if (fact.kind !== 'tuple' && indexed.contextKey !== undefined) {
      const key = [concept, fact.parent ?? -1, indexed.contextKey, indexed.unitKey ?? '', fact.lang ?? ''].join('\u0000');
      const other = byDuplicateKey.get(key);
      if (other) {
        other.duplicated = true;
        indexed.duplicated = true;
      } else byDuplicateKey.set(key, indexed);
    }
    const list = byConcept.get(concept);
    if (list) list.push(indexed);
    else byConcept.set(concept, [indexed]);
  });
  return byConcept;
}

/** Whether `item` is a sibling of `of` or a descendant of one of its siblings. */
export function inScopeOf(item: IndexedFact, of: IndexedFact): boolean {
  const parent = of.fact.parent;
  return parent === undefined || item.ancestors.has(parent);
}
