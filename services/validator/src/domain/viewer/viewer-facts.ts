import type { ViewerDimension, ViewerFact, ViewerFacts, ViewerPeriod } from '@ea/contracts/easyview';
import type { Dts, Fact, Instance, Period, QName } from '@ea/xbrl';
import { viewerFactId } from './fact-ids.ts';
import { type TaxonomyView, taxonomyView } from './taxonomy-view.ts';

/** Text values are cut here: a text block runs to tens of kilobytes, and the details pane shows its start. */
const MAX_TEXT = 2_000;
const FACT_FOOTNOTE = 'http://www.xbrl.org/2003/arcrole/fact-footnote';

/**
 * Every item fact of an Inline XBRL document with what the viewer's details pane shows: the
 * concept and its label, value as XBRL sees it and as the reader does, period, dimensions, unit,
 * the inline attributes, footnotes as text and calculation relationships. Labels and calculations
 * come from the DTS the validation discovered (the submission's own taxonomy; the standard ones
 * are offline, so their concepts have none).
 */
export function viewerFacts(runId: number, document: string, instance: Instance, dts: Dts | null): ViewerFacts {
  const taxonomy = taxonomyView(dts);
  const prefixes = prefixesOf(instance);
  const name = (q: QName) => {
    const prefix = q.prefix || prefixes.get(q.namespace);
    return prefix ? `${prefix}:${q.localName}` : q.localName;
  };
  const nameOfClark = (clarkName: string) => {
    const [, namespace = '', localName = clarkName] = /^\{([^}]*)\}(.*)$/.exec(clarkName) ?? [];
    return name({ namespace, localName });
  };
  const footnotes = footnotesByFact(instance);
  const facts = instance.facts
    .filter((fact) => fact.kind !== 'tuple')
    .map((fact) => viewerFact(fact, { instance, taxonomy, name, nameOfClark, footnotes }));
  return { runId, document, facts };
}

interface FactSources {
  instance: Instance;
  taxonomy: TaxonomyView;
  name: (q: QName) => string;
  nameOfClark: (clarkName: string) => string;
  footnotes: Map<string, string[]>;
}

function viewerFact(fact: Fact, { instance, taxonomy, name, nameOfClark, footnotes }: FactSources): ViewerFact {
  const context = fact.contextRef === undefined ? undefined : instance.contexts.get(fact.contextRef);
  const unit = fact.unitRef === undefined ? undefined : instance.units.get(fact.unitRef);
  const inline = fact.inline;
  return {
    id: viewerFactId(fact.id, fact.location),
    concept: name(fact.concept),
    label: taxonomy.label(fact.concept),
    kind: fact.kind === 'numeric' ? 'numeric' : 'nonNumeric',
    value: fact.value === null ? null : cut(fact.value),
    displayValue: cut(inline?.displayValue ?? fact.value ?? ''),
    contextId: fact.contextRef ?? '',
    period: context ? periodView(context.period) : null,
    dimensions: (context?.dimensions ?? []).map(
      (d): ViewerDimension => ({
        dimension: name(d.dimension),
        member: d.kind === 'explicit' ? name(d.member) : d.value,
        dimensionLabel: taxonomy.label(d.dimension),
        memberLabel: d.kind === 'explicit' ? taxonomy.label(d.member) : null,
      }),
    ),
    unit: unit ? unitView(unit.numerator, unit.denominator, name) : null,
    decimals: fact.decimals ?? null,
    scale: inline?.scale ?? null,
    negated: inline?.sign === '-',
    format: inline?.format ? name(inline.format) : null,
    hidden: inline?.hidden ?? false,
    footnotes: fact.id === undefined ? [] : (footnotes.get(fact.id) ?? []),
    calculation: taxonomy.calculation(fact.concept, nameOfClark),
  };
}

function periodView(period: Period): ViewerPeriod {
  if (period.type === 'instant') return { type: 'instant', start: null, end: period.instant };
  if (period.type === 'duration') return { type: 'duration', start: period.start, end: period.end };
  return { type: 'forever', start: null, end: null };
}

function unitView(numerator: QName[], denominator: QName[], name: (q: QName) => string): string {
  const product = (measures: QName[]) => measures.map(name).join(' * ');
  return denominator.length === 0 ? product(numerator) : `${product(numerator)} / ${product(denominator)}`;
}

/** The prefix the document itself declares for each namespace, for names the reader kept none for. */
function prefixesOf(instance: Instance): Map<string, string> {
  const prefixes = new Map<string, string>();
  for (const [prefix, namespace] of Object.entries(instance.namespaces))
    if (prefix && !prefixes.has(namespace)) prefixes.set(namespace, prefix);
  return prefixes;
}

/** Each fact's footnotes as plain text, in the order the document links them. */
function footnotesByFact(instance: Instance): Map<string, string[]> {
  const byFact = new Map<string, string[]>();
  for (const link of instance.footnoteRelationships) {
    if (link.arcrole !== FACT_FOOTNOTE) continue;
    const footnote = instance.footnotes.get(link.toId);
    if (!footnote) continue;
    const text = cut(markupText(footnote.content));
    const list = byFact.get(link.fromFactId);
    if (list) list.push(text);
    else byFact.set(link.fromFactId, [text]);
  }
  return byFact;
}

/** A footnote's XHTML as the words it shows: the reader wrote it as markup, the pane shows text. */
function markupText(content: string): string {
  return content
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function cut(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}
