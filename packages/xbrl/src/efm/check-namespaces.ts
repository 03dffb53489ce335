import type { Fact, Instance, QName } from '../model/instance.ts';
import type { XbrlMessage } from '../model/message.ts';
import type { EdgarResources } from './edgar-resources.ts';

/**
 * EFM 6.22: the concepts a filing reports (facts, and the axes and members of their contexts) come
 * from the standard taxonomies EDGAR accepts in this release, or from the filing's own extension.
 * EFM 6.5.42: concepts the SEC lists as deprecated should not be used.
 */
export function checkNamespaces(instance: Instance, resources: EdgarResources, extensionNamespaces: ReadonlySet<string>): XbrlMessage[] {
  const messages: XbrlMessage[] = [];
  const firstUse = new Map<string, { concept: QName; fact: Fact }>();
  const deprecatedUses = new Map<string, { concept: QName; date: string; facts: Fact[] }>();

  for (const fact of instance.facts) {
    for (const concept of conceptsOf(instance, fact)) {
      if (!firstUse.has(concept.namespace)) firstUse.set(concept.namespace, { concept, fact });
      const date = resources.deprecatedConcepts.get(resources.standardPrefixes.get(concept.namespace) ?? '')?.get(concept.localName);
      if (date === undefined) continue;
      const key = `{${concept.namespace}}${concept.localName}`;
      const use = deprecatedUses.get(key);
      if (use) use.facts.push(fact);
      else deprecatedUses.set(key, { concept, date, facts: [fact] });
    }
  }

  for (const [namespace, { concept, fact }] of firstUse) {
    if (resources.acceptedNamespaces.has(namespace) || extensionNamespaces.has(namespace)) continue;
    const prefix = resources.standardPrefixes.get(namespace);
    messages.push({
      ruleId: 'efm.6.22.namespaceNotAccepted',
      severity: 'error',
      message:
        prefix !== undefined
          ? `${display(concept)} is from ${namespace}, a version of the ${prefix} taxonomy that EDGAR no longer accepts; use a version of the current EDGAR release.`
          : `${display(concept)} is from ${namespace}, which is neither a standard taxonomy EDGAR accepts nor the filing's extension taxonomy.`,
      location: fact.location,
    });
  }

  for (const { concept, date, facts } of deprecatedUses.values())
    messages.push({
      ruleId: 'efm.6.5.42.deprecatedConcept',
      severity: 'warning',
      message: `${display(concept)} was deprecated on ${date} and should not be used (${facts.length} fact${facts.length === 1 ? '' : 's'}).`,
      location: facts[0]!.location,
    });
  return messages;
}

/** The fact's concept and the explicit axes and members of its context. */
function conceptsOf(instance: Instance, fact: Fact): QName[] {
  const concepts = [fact.concept];
  const context = fact.contextRef ? instance.contexts.get(fact.contextRef) : undefined;
  for (const d of context?.dimensions ?? []) {
    concepts.push(d.dimension);
    if (d.kind === 'explicit') concepts.push(d.member);
  }
  return concepts;
}

function display(concept: QName): string {
  return concept.prefix ? `${concept.prefix}:${concept.localName}` : `{${concept.namespace}}${concept.localName}`;
}
