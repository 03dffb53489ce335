import { InstanceBuilder } from '../instance/instance-builder.ts';
import { ContextReader } from '../instance/read-context.ts';
import { UnitReader } from '../instance/read-unit.ts';
import type { Fact, Instance, QName } from '../model/instance.ts';
import type { XbrlMessage } from '../model/message.ts';
import { isKnownFormat } from '../transforms/apply-transform.ts';
import { NS } from '../xml/namespaces.ts';
import { resolveQName } from '../xml/qname.ts';
import { attribute, streamXml, type XmlElement, type XmlHandler } from '../xml/stream-xml.ts';
import { SubtreeRouter } from '../xml/subtree.ts';
import { ContentCollector } from './content-collector.ts';
import { exactNumber } from './fact-values.ts';
import type { InlineCollected } from './inline-collected.ts';
import { resolveInline } from './resolve-inline.ts';

// The ix elements whose content ix:exclude may take out (iXBRL 1.1 §4.1.2).
const EXCLUDABLE = new Set(['nonNumeric', 'continuation', 'footnote']);

/** An open ix element, with what is being gathered for it. */
interface OpenIx {
  element: XmlElement;
  factIndex?: number;
  collector?: ContentCollector;
}

/**
 * Reads one Inline XBRL 1.1 document (XHTML) into the Instance it stands for, as it streams past:
 * the header's contexts, units and references, every ix fact with its displayed text transformed,
 * scaled and signed, continuations, exclusions, tuples and footnote relationships. What breaks the
 * iXBRL rules is reported as messages; nothing throws for bad input.
 */
export function readInlineXbrl(html: string | Uint8Array, file: string): { instance: Instance; messages: XbrlMessage[] } {
  const builder = new InstanceBuilder(file);
  const reader = new InlineReader(builder);
  const xmlMessages = streamXml(html, file, reader);
  // A document that did not parse to its end has dangling references everywhere: report only the parse.
  if (!xmlMessages.some((m) => m.severity === 'error')) resolveInline(builder, reader.collected);
  return { instance: builder.instance, messages: [...xmlMessages, ...builder.messages] };
}

class InlineReader implements XmlHandler {
  readonly collected: InlineCollected = {
    continuable: [],
    continuations: new Map(),
    tupleRefs: [],
    relationships: [],
    hiddenReferences: [],
    sawHeader: false,
  };
  private readonly router = new SubtreeRouter();
  private readonly open: OpenIx[] = [];
  private readonly collectors: ContentCollector[] = [];
  private readonly ids = new Set<string>();
  private readonly langs: (string | undefined)[] = [];
  private hiddenDepth = 0;
  private excludeDepth = 0;

  constructor(private readonly builder: InstanceBuilder) {}

  private get messages(): XbrlMessage[] {
    return this.builder.messages;
  }

  startElement(element: XmlElement): void {
    if (this.router.startElement(element)) return;
    if (element.depth === 0) this.builder.instance.namespaces = element.scope.bindings();
    this.langs.push(attribute(element, 'lang', NS.xml) ?? this.langs[this.langs.length - 1]);
    this.checkId(element);
    if (element.namespace === NS.ix) {
      this.startIx(element);
      return;
    }
    if (element.namespace === NS.xbrli && (element.localName === 'context' || element.localName === 'unit')) {
      this.langs.pop();
      this.startResource(element);
      return;
    }
    if (element.namespace === NS.link && (element.localName === 'schemaRef' || element.localName === 'linkbaseRef')) {
      const href = attribute(element, 'href', NS.xlink);
      if (href !== undefined)
        (element.localName === 'schemaRef' ? this.builder.instance.schemaRefs : this.builder.instance.linkbaseRefs).push(href);
    }
    const hidden = /-sec-ix-hidden\s*:\s*([^;\s]+)/.exec(attribute(element, 'style') ?? '');
    if (hidden) this.collected.hiddenReferences.push({ id: hidden[1]!, element });
    if (this.excludeDepth === 0) for (const collector of this.collectors) collector.markup?.start(element);
  }

  private startResource(element: XmlElement): void {
    const { builder } = this;
    if (element.localName === 'context') {
      this.router.delegate(element, new ContextReader(element, builder.messages, (context) => builder.addContext(context)));
    } else {
      this.router.delegate(element, new UnitReader(element, builder.messages, (unit) => builder.addUnit(unit)));
    }
  }

  private startIx(element: XmlElement): void {
    const open: OpenIx = { element };
    switch (element.localName) {
      case 'header':
        this.collected.sawHeader = true;
        break;
      case 'hidden':
        this.hiddenDepth++;
        break;
      case 'exclude':
        if (!this.collectors.some((c) => EXCLUDABLE.has(c.element.localName))) {
          this.message('ix.excludeMisplaced', element, 'ix:exclude is outside any ix:nonNumeric, ix:continuation or ix:footnote.');
        }
        this.excludeDepth++;
        break;
      case 'nonNumeric':
      case 'nonFraction':
      case 'fraction':
      case 'tuple':
        open.factIndex = this.startFact(element);
        if (element.localName !== 'tuple') open.collector = this.collect(element, attribute(element, 'escape') === 'true');
        break;
      case 'continuation':
      case 'footnote':
        open.collector = this.collect(element, true);
        break;
      case 'numerator':
      case 'denominator':
        open.collector = this.collect(element, false);
        break;
      case 'relationship':
        this.collected.relationships.push(element);
        break;
    }
    this.open.push(open);
  }

  private collect(element: XmlElement, keepMarkup: boolean): ContentCollector {
    const collector = new ContentCollector(element, keepMarkup);
    this.collectors.push(collector);
    return collector;
  }

  /** Starts a fact: its name, references and place; its value comes when its element closes. Undefined when unnamed. */
  private startFact(element: XmlElement): number | undefined {
    const nameText = attribute(element, 'name') ?? '';
    const concept = resolveQName(nameText, element.scope);
    if (!concept || concept.namespace === '') {
      this.message(
        'ix.nameUnresolved',
        element,
        `The fact's name "${nameText}" is not a QName with a declared prefix; the fact was ignored.`,
      );
      return undefined;
    }
    const kind = element.localName === 'tuple' ? 'tuple' : element.localName === 'nonNumeric' ? 'nonNumeric' : 'numeric';
    const fact: Fact = { concept, kind, value: null, location: element.location };
    const id = attribute(element, 'id');
    if (id !== undefined) fact.id = id;
    for (const name of ['contextRef', 'unitRef', 'decimals', 'precision'] as const) {
      const value = attribute(element, name)?.trim();
      if (value !== undefined) fact[name] = value;
    }
    if (kind !== 'tuple') fact.inline = { displayValue: '', hidden: this.hiddenDepth > 0 };
    const enclosing = this.enclosingFact();
    if (enclosing) {
      const outer = this.builder.instance.facts[enclosing.factIndex!]!;
      if (outer.kind === 'tuple') fact.parent = enclosing.factIndex;
      else if (fact.inline && outer.id !== undefined) fact.inline.nestedIn = outer.id;
    }
    const tupleRef = attribute(element, 'tupleRef');
    if (tupleRef !== undefined) this.collected.tupleRefs.push({ factIndex: this.builder.instance.facts.length, tupleRef, element });
    this.builder.instance.facts.push(fact);
    return this.builder.instance.facts.length - 1;
  }

  private enclosingFact(): OpenIx | undefined {
    for (let i = this.open.length - 1; i >= 0; i--) if (this.open[i]!.factIndex !== undefined) return this.open[i];
    return undefined;
  }

  endElement(element: XmlElement): void {
    if (this.router.endElement(element)) return;
    const lang = this.langs.pop();
    if (element.namespace !== NS.ix) {
      if (this.excludeDepth === 0) for (const collector of this.collectors) collector.markup?.end(element);
      return;
    }
    const open = this.open.pop()!;
    if (open.collector) this.collectors.pop();
    if (element.localName === 'hidden') this.hiddenDepth--;
    else if (element.localName === 'exclude') this.excludeDepth--;
    else if (element.localName === 'continuation') this.endContinuation(open);
    else if (element.localName === 'footnote') this.endFootnote(open, lang);
    else if (element.localName === 'numerator' || element.localName === 'denominator') this.endFractionPart(open);
    else if (open.factIndex !== undefined && element.localName !== 'tuple') this.endFact(open, lang);
  }

  private endContinuation({ element, collector }: OpenIx): void {
    const id = attribute(element, 'id');
    if (id === undefined) {
      this.message('ix.continuationId', element, 'ix:continuation has no id, so nothing can continue into it.');
      return;
    }
    this.collected.continuations.set(id, {
      text: collector!.content,
      markup: collector!.markup!.toString(),
      continuedAt: attribute(element, 'continuedAt'),
      element,
    });
  }

  private endFootnote({ element, collector }: OpenIx, lang: string | undefined): void {
    this.collected.continuable.push({
      kind: 'footnote',
      element,
      text: collector!.content,
      markup: collector!.markup!.toString(),
      lang,
    });
  }

  /** A fraction's numerator or denominator: its value, transformed and scaled as its own attributes say. */
  private endFractionPart({ element, collector }: OpenIx): void {
    const fraction = this.open[this.open.length - 1];
    if (fraction?.element.localName !== 'fraction' || fraction.factIndex === undefined) return;
    const fact = this.builder.instance.facts[fraction.factIndex]!;
    const part = exactNumber(element, collector!.content, this.messages, this.format(element));
    fact.value =
      element.localName === 'numerator' ? `${part}/${fact.value?.split('/')[1] ?? ''}` : `${fact.value?.split('/')[0] ?? ''}/${part}`;
  }

  private endFact({ element, factIndex, collector }: OpenIx, lang: string | undefined): void {
    const fact = this.builder.instance.facts[factIndex!]!;
    const inline = fact.inline!;
    const text = collector!.content;
    inline.displayValue = text;
    const format = this.format(element);
    if (format) inline.format = format;
    const nil = attribute(element, 'nil', NS.xsi)?.trim();
    if (nil === 'true' || nil === '1') return;
    if (element.localName === 'fraction') return;
    if (element.localName === 'nonFraction') {
      const scale = attribute(element, 'scale');
      if (scale !== undefined) inline.scale = Number(scale);
      if (attribute(element, 'sign') === '-') inline.sign = '-';
      fact.value = exactNumber(element, text, this.messages, format);
      return;
    }
    if (lang !== undefined) fact.lang = lang;
    const escaped = attribute(element, 'escape') === 'true';
    if (escaped) inline.escape = true;
    this.collected.continuable.push({
      kind: 'fact',
      factIndex: factIndex!,
      element,
      text,
      markup: escaped ? collector!.markup!.toString() : '',
      lang,
    });
  }

  /** The fact's format QName, when it names one this reader knows; otherwise a message. */
  private format(element: XmlElement): QName | undefined {
    const text = attribute(element, 'format');
    if (text === undefined) return undefined;
    const format = resolveQName(text, element.scope);
    if (format && isKnownFormat(format)) return format;
    this.message('ixt.unknownFormat', element, `The format "${text}" is not a transformation of a known registry.`);
    return format;
  }

  text(text: string): void {
    if (this.router.text(text) || this.excludeDepth > 0) return;
    for (const collector of this.collectors) collector.text(text);
  }

  private checkId(element: XmlElement): void {
    const id = attribute(element, 'id');
    if (id === undefined) return;
    if (this.ids.has(id)) this.message('ix.duplicateId', element, `The id "${id}" is used by more than one element.`);
    this.ids.add(id);
  }

  private message(ruleId: string, element: XmlElement, message: string): void {
    this.messages.push({ ruleId, severity: 'error', message, location: element.location });
  }
}
