import type { InstanceBuilder } from '../instance/instance-builder.ts';
import type { XbrlMessage } from '../model/message.ts';
import { FACT_FOOTNOTE_ARCROLE, FOOTNOTE_ROLE, STANDARD_LINK_ROLE } from '../xml/namespaces.ts';
import { attribute, type XmlElement } from '../xml/stream-xml.ts';
import { transformed } from './fact-values.ts';
import type { InlineCollected } from './inline-collected.ts';

/**
 * What can only be settled with the whole document read: continuation chains (iXBRL 1.1 §4.1.1),
 * non-numeric values, footnotes and their relationships, tupleRefs, and the references from facts to
 * contexts and units and from -sec-ix-hidden styles to hidden facts.
 */
export function resolveInline(builder: InstanceBuilder, collected: InlineCollected): void {
  const { messages, instance } = builder;
  const report = (ruleId: string, element: XmlElement, message: string) =>
    messages.push({ ruleId, severity: 'error', message, location: element.location });

  const used = new Set<string>();
  for (const item of collected.continuable) {
    const chain = followContinuations(item.element, collected, used, report);
    const text = item.text + chain.map((id) => collected.continuations.get(id)!.text).join('');
    const markup = item.markup + chain.map((id) => collected.continuations.get(id)!.markup).join('');
    if (item.kind === 'footnote') {
      const id = attribute(item.element, 'id');
      if (id === undefined) report('ix.footnoteId', item.element, 'ix:footnote has no id, so no relationship can reach it.');
      else
        builder.addFootnote({
          id,
          role: attribute(item.element, 'footnoteRole') ?? FOOTNOTE_ROLE,
          lang: item.lang,
          content: markup,
          location: item.element.location,
        });
      continue;
    }
    const fact = instance.facts[item.factIndex]!;
    const inline = fact.inline!;
    inline.displayValue = text;
    if (chain.length > 0) inline.continuations = chain;
    fact.value = inline.escape ? markup : (transformed(item.element, text, messages, inline.format) ?? text.trim());
  }
  for (const [id, continuation] of collected.continuations) {
    if (!used.has(id))
      report('ix.continuationUnreferenced', continuation.element, `ix:continuation "${id}" continues no fact or footnote.`);
  }

  resolveTupleRefs(builder, collected, report);
  resolveRelationships(builder, collected, report);
  checkReferences(builder, messages);
  for (const { id, element } of collected.hiddenReferences) {
    if (!instance.facts.some((fact) => fact.id === id && fact.inline?.hidden)) {
      report('ix.secIxHiddenTarget', element, `The -sec-ix-hidden style names "${id}", which is not a fact in ix:hidden.`);
    }
  }
  if (!collected.sawHeader)
    messages.push({
      ruleId: 'ix.headerMissing',
      severity: 'error',
      message: 'The document has no ix:header.',
      location: { file: instance.file },
    });
}

type Report = (ruleId: string, element: XmlElement, message: string) => void;

/** The ids of the continuation chain from `element`'s continuedAt, each continuation usable once, cycles stopped. */
function followContinuations(element: XmlElement, collected: InlineCollected, used: Set<string>, report: Report): string[] {
  const chain: string[] = [];
  let next = attribute(element, 'continuedAt');
  while (next !== undefined) {
    const continuation = collected.continuations.get(next);
    if (chain.includes(next)) {
      report('ix.continuationCycle', element, `The continuation chain of this element returns to "${next}".`);
      break;
    }
    if (!continuation) {
      report('ix.continuationMissing', element, `continuedAt names "${next}", which is no ix:continuation.`);
      break;
    }
    if (used.has(next)) {
      report('ix.continuationReused', continuation.element, `ix:continuation "${next}" is continued into more than once.`);
      break;
    }
    used.add(next);
    chain.push(next);
    next = continuation.continuedAt;
  }
  return chain;
}

function resolveTupleRefs(builder: InstanceBuilder, collected: InlineCollected, report: Report): void {
  const facts = builder.instance.facts;
  const tuples = new Map<string, number>();
  for (const [index, fact] of facts.entries()) if (fact.kind === 'tuple' && fact.id !== undefined) tuples.set(fact.id, index);
  for (const { factIndex, tupleRef, element } of collected.tupleRefs) {
    const parent = tuples.get(tupleRef);
    if (parent === undefined) report('ix.tupleRefMissing', element, `tupleRef names "${tupleRef}", which is no ix:tuple.`);
    else facts[factIndex]!.parent = parent;
  }
}

function resolveRelationships(builder: InstanceBuilder, collected: InlineCollected, report: Report): void {
  const { instance } = builder;
  const factIds = new Set(instance.facts.flatMap((fact) => (fact.id === undefined ? [] : [fact.id])));
  for (const element of collected.relationships) {
    const refs = (name: string) => (attribute(element, name) ?? '').split(/\s+/).filter(Boolean);
    const [from, to] = [refs('fromRefs'), refs('toRefs')];
    for (const id of [...from, ...to]) {
      if (!factIds.has(id) && !instance.footnotes.has(id))
        report('ix.relationshipRefMissing', element, `ix:relationship names "${id}", which is no fact or footnote.`);
    }
    const arcrole = attribute(element, 'arcrole') ?? FACT_FOOTNOTE_ARCROLE;
    const linkRole = attribute(element, 'linkRole') ?? STANDARD_LINK_ROLE;
    for (const fromFactId of from) for (const toId of to) instance.footnoteRelationships.push({ arcrole, linkRole, fromFactId, toId });
  }
}

/** Every item fact names a context the document has, and every numeric one a unit it has. */
function checkReferences(builder: InstanceBuilder, messages: XbrlMessage[]): void {
  const { contexts, units, facts } = builder.instance;
  for (const fact of facts) {
    if (fact.kind === 'tuple') continue;
    const name = `${fact.concept.prefix ?? ''}:${fact.concept.localName}`;
    const problem = (ruleId: string, message: string) => messages.push({ ruleId, severity: 'error', message, location: fact.location });
    if (fact.contextRef === undefined) problem('ix.contextRefMissing', `The fact ${name} has no contextRef.`);
    else if (!contexts.has(fact.contextRef))
      problem('ix.contextRefUnresolved', `The fact ${name} names context "${fact.contextRef}", which the document does not have.`);
    if (fact.kind !== 'numeric') continue;
    if (fact.unitRef === undefined) problem('ix.unitRefMissing', `The numeric fact ${name} has no unitRef.`);
    else if (!units.has(fact.unitRef))
      problem('ix.unitRefUnresolved', `The fact ${name} names unit "${fact.unitRef}", which the document does not have.`);
  }
}
