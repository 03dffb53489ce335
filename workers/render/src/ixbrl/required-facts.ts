import { isIsoDate } from '@ea/contracts/library';
import { MARK, type ModelNode, NODE } from '@ea/document-model';
import type { RenderDocument } from '../render-document.ts';
import { COVER_FACTS, type CoverFacts, OTHER_FORM_COVER_FACTS } from './cover-facts.ts';
import { type IxError, ixError, ixWarning, shown } from './ix-error.ts';
import { qNameOf } from './xml-names.ts';

interface TaggedFact {
  name: string;
  value: string;
  nil: boolean;
}

/** The cover facts a form type needs (EDGAR's rules for every submission when it has none of its own). */
export function coverFactsOf(formType: string): CoverFacts {
  return COVER_FACTS[formType] ?? OTHER_FORM_COVER_FACTS;
}

/**
 * The cover-page facts a form type needs that the document does not tag with a value (in its
 * topics or among the metadata's hidden facts): an error for each EDGAR requires, a warning for
 * each EDGAR warns about; also an error when a required fact has a value the form refuses
 * (dei:DocumentType of a 10-K must be 10-K).
 */
export function missingRequiredFacts(doc: RenderDocument, formType: string): IxError[] {
  const rules = coverFactsOf(formType);
  const facts = taggedFacts(doc);
  const namespaces = namespacesOf(doc);
  const find = (concept: string) =>
    facts.filter((fact) => isConcept(fact.name, concept, namespaces) && !fact.nil && fact.value.trim() !== '');
  const periodEnd = periodEndOf(doc, find('DocumentPeriodEndDate'));
  const errors: IxError[] = [];
  for (const rule of rules.required) {
    const concept = prefixed(rule.concept);
    // EDGAR skips such a rule unless the period ends after its date; an unknown end does not skip it.
    if (rule.checkAfter !== undefined && periodEnd !== null && periodEnd <= rule.checkAfter) continue;
    const found = find(rule.concept);
    if (found.length === 0) {
      errors.push(ixError('required-fact', `${concept} is required for a ${formType} and is not tagged`, { concept }));
      continue;
    }
    const values = rule.values;
    if (values && !found.some((fact) => values.includes(fact.value.trim())))
      errors.push(
        ixError('required-fact', `${concept} is tagged as ${shown(found[0]!.value.trim())}; a ${formType} needs ${values.join(' or ')}`, {
          concept,
        }),
      );
  }
  for (const name of rules.recommended) {
    if (find(name).length > 0) continue;
    const concept = prefixed(name);
    errors.push(ixWarning('required-fact', `${concept} should be tagged for a ${formType} (EDGAR warns without it)`, { concept }));
  }
  return errors;
}

const prefixed = (concept: string) => (concept.includes(':') ? concept : `dei:${concept}`);

/** Whether a fact's name is the concept: same local name, in the SEC taxonomy the concept belongs to (any year). */
function isConcept(name: string, concept: string, namespaces: Record<string, string>): boolean {
  const q = qNameOf(name);
  const [taxonomy, local] = concept.includes(':') ? concept.split(':', 2) : ['dei', concept];
  if (!q || q.local !== local) return false;
  const uri = namespaces[q.prefix];
  return uri === undefined ? q.prefix === taxonomy : new RegExp(`^https?://xbrl\\.sec\\.gov/${taxonomy}/`).test(uri);
}

function namespacesOf(doc: RenderDocument): Record<string, string> {
  const declared = doc.xbrl?.namespaces;
  return declared && typeof declared === 'object' ? (declared as Record<string, string>) : {};
}

/** The document's period end: its tagged DocumentPeriodEndDate, else the latest date a context reports on. */
function periodEndOf(doc: RenderDocument, tagged: readonly TaggedFact[]): string | null {
  for (const fact of tagged) if (isIsoDate(fact.value.trim())) return fact.value.trim();
  let latest: string | null = null;
  for (const context of Array.isArray(doc.xbrl?.contexts) ? doc.xbrl.contexts : []) {
    for (const date of [context?.period?.instant, context?.period?.endDate])
      if (typeof date === 'string' && isIsoDate(date) && (latest === null || date > latest)) latest = date;
  }
  return latest;
}

/** Every fact of the document with its text: marks and text-block facts of the topics, and the hidden facts. */
function taggedFacts(doc: RenderDocument): TaggedFact[] {
  const facts: TaggedFact[] = [];
  for (const topic of doc.topics) {
    const byId = new Map<string, TaggedFact>();
    const visit = (node: ModelNode, blocks: TaggedFact[]) => {
      let inside = blocks;
      if (node.type === NODE.xbrlBlock) {
        const block = factOf(byId, node.attrs, false);
        if (block) inside = [...blocks, block];
      }
      if (node.type === NODE.text && node.text) {
        for (const fact of inside) fact.value += node.text;
        for (const mark of node.marks ?? []) {
          if (mark.type !== MARK.xbrlFact) continue;
          const fact = factOf(byId, mark.attrs, mark.attrs?.nil === true);
          if (fact) fact.value += node.text;
        }
      }
      for (const child of node.content ?? []) visit(child, inside);
    };
    visit(topic.model, []);
    facts.push(...byId.values());
  }
  for (const hidden of Array.isArray(doc.xbrl?.hiddenFacts) ? doc.xbrl.hiddenFacts : []) {
    if (typeof hidden?.name === 'string' && typeof hidden.value === 'string')
      facts.push({ name: hidden.name, value: hidden.value, nil: false });
  }
  return facts;
}

function factOf(byId: Map<string, TaggedFact>, attrs: Record<string, unknown> | undefined, nil: boolean): TaggedFact | null {
  if (typeof attrs?.id !== 'string' || typeof attrs.name !== 'string') return null;
  let fact = byId.get(attrs.id);
  if (!fact) {
    fact = { name: attrs.name, value: '', nil };
    byId.set(attrs.id, fact);
  }
  return fact;
}
