import { SaxesParser, type SaxesTagNS } from 'saxes';
import { FIXED_NAMESPACES } from './ix-metadata.ts';

/** A fact of an Inline XBRL document as an XBRL processor would read it. */
export interface ExtractedFact {
  id: string | null;
  kind: 'nonFraction' | 'nonNumeric';
  name: string;
  contextRef: string;
  unitRef: string | null;
  decimals: string | null;
  scale: string | null;
  sign: string | null;
  format: string | null;
  escape: boolean;
  nil: boolean;
  /** Inside `ix:hidden`. */
  hidden: boolean;
  /** The text shown for it: its own and its continuations' in chain order, `ix:exclude`d text left out. */
  value: string;
  /** An escaped hidden fact (a text block in `ix:hidden`): its content as written, markup and all. */
  markup?: string;
  /** Where its element starts (1-based). */
  line: number;
  column: number;
}

export interface ExtractedContext {
  id: string;
  scheme: string;
  identifier: string;
  period: { instant?: string; startDate?: string; endDate?: string; forever?: true };
  explicitMembers: { dimension: string; member: string }[];
  typedMembers: { dimension: string; element: string; value: string }[];
}

export interface ExtractedUnit {
  id: string;
  numerator: string[];
  denominator: string[];
}

/** An `ix:relationship`: facts (`fromRefs`) to footnotes or other facts (`toRefs`), by id. */
export interface ExtractedRelationship {
  fromRefs: string[];
  toRefs: string[];
  /** Null: the fact-footnote arcrole, the schema's default. */
  arcrole: string | null;
  /** Null: the standard extended link role, the schema's default. */
  linkRole: string | null;
  order: string | null;
}

export interface InlineXbrlContent {
  facts: ExtractedFact[];
  contexts: ExtractedContext[];
  units: ExtractedUnit[];
  relationships: ExtractedRelationship[];
  schemaRefs: string[];
  /** The prefixes declared on the root element. */
  namespaces: Record<string, string>;
}

const IX = FIXED_NAMESPACES.ix!;
const XBRLI = FIXED_NAMESPACES.xbrli!;
const XBRLDI = FIXED_NAMESPACES.xbrldi!;
const LINK = FIXED_NAMESPACES.link!;
const XLINK = FIXED_NAMESPACES.xlink!;
const XSI = FIXED_NAMESPACES.xsi!;

interface Collector {
  text: string;
  /** Depth of `ix:exclude` elements open when it started: text inside newer ones is not its. */
  excludes: number;
}

/**
 * Reads an Inline XBRL document in one streaming pass (saxes, namespace-aware): its facts with
 * their attributes and displayed text, its contexts, units, relationships and schemaRefs. Throws on XML that is
 * not well-formed. A DOCTYPE's entities are never expanded (saxes knows only XML's own five).
 */
export function readInlineXbrl(xml: string): InlineXbrlContent {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const content: InlineXbrlContent = { facts: [], contexts: [], units: [], relationships: [], schemaRefs: [], namespaces: {} };
  let root = true;
  const chains = new Map<string, { collector: Collector; continuedAt: string | null }>();
  const heads: { fact: ExtractedFact; collector: Collector; continuedAt: string | null }[] = [];
  const open: Collector[] = [];
  // What each open element started, so its end can finish it.
  const ends: (() => void)[] = [];
  let excludes = 0;
  let hidden = 0;
  let context: ExtractedContext | null = null;
  let unit: ExtractedUnit | null = null;
  let measures: 'numerator' | 'denominator' = 'numerator';
  let capture: ((text: string) => void) | null = null;
  let typed: { dimension: string; element: string; value: string } | null = null;

  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const attr = (name: string, uri = '') => {
      for (const a of Object.values(tag.attributes)) if (a.local === name && a.uri === uri) return a.value;
      return null;
    };
    let end: () => void = () => {};
    if (root) {
      root = false;
      for (const [prefix, uri] of Object.entries(tag.ns)) if (prefix !== '') content.namespaces[prefix] = uri;
    }
    if (tag.uri === IX) {
      if (tag.local === 'nonFraction' || tag.local === 'nonNumeric') {
        const collector: Collector = { text: '', excludes };
        const fact: ExtractedFact = {
          id: attr('id'),
          kind: tag.local,
          name: attr('name') ?? '',
          contextRef: attr('contextRef') ?? '',
          unitRef: attr('unitRef'),
          decimals: attr('decimals'),
          scale: attr('scale'),
          sign: attr('sign'),
          format: attr('format'),
          escape: attr('escape') === 'true' || attr('escape') === '1',
          nil: attr('nil', XSI) === 'true' || attr('nil', XSI) === '1',
          hidden: hidden > 0,
          value: '',
          line: parser.line,
          column: parser.column,
        };
        content.facts.push(fact);
        heads.push({ fact, collector, continuedAt: attr('continuedAt') });
        open.push(collector);
        // Hidden text has no place in the model's topics: an escaped one keeps its markup in the metadata.
        const markupStart = fact.hidden && fact.escape ? parser.position : -1;
        end = () => {
          open.splice(open.lastIndexOf(collector), 1);
          if (markupStart >= 0) fact.markup = xml.slice(markupStart, xml.lastIndexOf('</', parser.position - 1));
        };
      } else if (tag.local === 'continuation') {
        const collector: Collector = { text: '', excludes };
        const id = attr('id');
        if (id !== null && !chains.has(id)) chains.set(id, { collector, continuedAt: attr('continuedAt') });
        open.push(collector);
        end = () => open.splice(open.lastIndexOf(collector), 1);
      } else if (tag.local === 'exclude') {
        excludes++;
        end = () => excludes--;
      } else if (tag.local === 'hidden') {
        hidden++;
        end = () => hidden--;
      } else if (tag.local === 'relationship') {
        const refs = (name: string) => (attr(name) ?? '').split(/\s+/).filter((ref) => ref !== '');
        content.relationships.push({
          fromRefs: refs('fromRefs'),
          toRefs: refs('toRefs'),
          arcrole: attr('arcrole'),
          linkRole: attr('linkRole'),
          order: attr('order'),
        });
      }
    } else if (tag.uri === LINK && tag.local === 'schemaRef') {
      const href = attr('href', XLINK);
      if (href !== null) content.schemaRefs.push(href);
    } else if (tag.uri === XBRLI) {
      if (tag.local === 'context') {
        context = { id: attr('id') ?? '', scheme: '', identifier: '', period: {}, explicitMembers: [], typedMembers: [] };
        const current = context;
        end = () => {
          content.contexts.push(current);
          context = null;
        };
      } else if (tag.local === 'identifier' && context) {
        const current = context;
        current.scheme = attr('scheme') ?? '';
        capture = (text) => {
          current.identifier += text;
        };
        end = () => {
          capture = null;
        };
      } else if ((tag.local === 'instant' || tag.local === 'startDate' || tag.local === 'endDate') && context) {
        const period = context.period;
        const key = tag.local;
        period[key] = '';
        capture = (text) => {
          period[key] += text;
        };
        end = () => {
          capture = null;
        };
      } else if (tag.local === 'forever' && context) {
        context.period.forever = true;
      } else if (tag.local === 'unit') {
        unit = { id: attr('id') ?? '', numerator: [], denominator: [] };
        measures = 'numerator';
        const current = unit;
        end = () => {
          content.units.push(current);
          unit = null;
        };
      } else if (tag.local === 'unitDenominator') {
        measures = 'denominator';
        end = () => {
          measures = 'numerator';
        };
      } else if (tag.local === 'measure' && unit) {
        const list = unit[measures];
        list.push('');
        capture = (text) => {
          list[list.length - 1] += text;
        };
        end = () => {
          capture = null;
        };
      }
    } else if (tag.uri === XBRLDI && context) {
      const dimension = attr('dimension') ?? '';
      if (tag.local === 'explicitMember') {
        const member = { dimension, member: '' };
        context.explicitMembers.push(member);
        capture = (text) => {
          member.member += text;
        };
        end = () => {
          capture = null;
        };
      } else if (tag.local === 'typedMember') {
        typed = { dimension, element: '', value: '' };
        context.typedMembers.push(typed);
        end = () => {
          typed = null;
        };
      }
    } else if (typed && typed.element === '') {
      const member = typed;
      member.element = tag.name;
      capture = (text) => {
        member.value += text;
      };
      end = () => {
        capture = null;
      };
    }
    ends.push(end);
  });
  parser.on('closetag', () => {
    ends.pop()?.();
  });
  const onText = (text: string) => {
    capture?.(text);
    for (const collector of open) if (collector.excludes === excludes) collector.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.write(xml).close();

  for (const { fact, collector, continuedAt } of heads) {
    let value = collector.text;
    const seen = new Set<string>();
    // A chain visits each continuation once; a cycle or a missing link ends it.
    for (let next = continuedAt; next !== null && !seen.has(next); ) {
      seen.add(next);
      const link = chains.get(next);
      if (!link) break;
      value += link.collector.text;
      next = link.continuedAt;
    }
    fact.value = value;
  }
  return content;
}

/** The facts of an Inline XBRL document, in document order. */
export function extractFacts(xml: string): ExtractedFact[] {
  return readInlineXbrl(xml).facts;
}
