import type { Fact, Instance } from '../model/instance.ts';
import type { XbrlMessage } from '../model/message.ts';
import { NS } from '../xml/namespaces.ts';
import { attribute, streamXml, type XmlElement, type XmlHandler } from '../xml/stream-xml.ts';
import { type SubtreeReader, SubtreeRouter } from '../xml/subtree.ts';
import { InstanceBuilder } from './instance-builder.ts';
import { ContextReader } from './read-context.ts';
import { FootnoteLinkReader } from './read-footnote-link.ts';
import { UnitReader } from './read-unit.ts';

/** A fact whose element is open: its text so far and, for tuples, whether facts were found inside. */
interface OpenFact {
  index: number;
  element: XmlElement;
  text: string;
  hasChildFacts: boolean;
  /** For fraction items: where the numerator's or denominator's text began, and what they were. */
  partStart?: number;
  parts?: { numerator?: string; denominator?: string };
}

const SKIP: SubtreeReader = { startElement() {}, endElement() {}, text() {}, finish() {} };

/**
 * Reads an XBRL 2.1 instance document (xbrli:xbrl) as it streams past. Without the taxonomy the
 * reader cannot know item types, so a fact is numeric when it has a unitRef, and an element without
 * a contextRef is a tuple. Problems with the input are messages, never exceptions.
 */
export function readInstance(xml: string | Uint8Array, file: string): { instance: Instance; messages: XbrlMessage[] } {
  const builder = new InstanceBuilder(file);
  const reader = new InstanceReader(builder);
  const xmlMessages = streamXml(xml, file, reader);
  return { instance: builder.instance, messages: [...xmlMessages, ...builder.messages] };
}

class InstanceReader implements XmlHandler {
  private readonly router = new SubtreeRouter();
  private readonly open: OpenFact[] = [];
  /** xml:lang in scope, one entry per open element outside subtrees handed to readers. */
  private readonly langs: (string | undefined)[] = [];
  private notAnInstance = false;

  constructor(private readonly builder: InstanceBuilder) {}

  startElement(element: XmlElement): void {
    if (this.router.startElement(element) || this.notAnInstance) return;
    this.langs.push(attribute(element, 'lang', NS.xml) ?? this.langs[this.langs.length - 1]);
    if (element.depth === 0) {
      this.startRoot(element);
      return;
    }
    const parent = this.open[this.open.length - 1];
    if (parent && (parent.index < 0 || this.builder.instance.facts[parent.index]!.kind !== 'tuple')) {
      this.startItemContent(parent, element);
      return;
    }
    if (element.depth === 1 && this.startInstanceChild(element)) return;
    this.startFact(element, parent);
  }

  private startRoot(element: XmlElement): void {
    this.builder.instance.namespaces = element.scope.bindings();
    if (element.namespace === NS.xbrli && element.localName === 'xbrl') return;
    this.notAnInstance = true;
    this.builder.messages.push({
      ruleId: 'xbrl.4.1.notAnInstance',
      severity: 'error',
      message: `The root element is ${element.name}, not xbrli:xbrl: this is not an XBRL instance.`,
      location: element.location,
    });
  }

  /** The children of xbrli:xbrl that are not facts; false for a fact. */
  private startInstanceChild(element: XmlElement): boolean {
    const { builder, router } = this;
    if (element.namespace === NS.xbrli && element.localName === 'context') {
      router.delegate(element, new ContextReader(element, builder.messages, (context) => builder.addContext(context)));
    } else if (element.namespace === NS.xbrli && element.localName === 'unit') {
      router.delegate(element, new UnitReader(element, builder.messages, (unit) => builder.addUnit(unit)));
    } else if (element.namespace === NS.link && element.localName === 'footnoteLink') {
      router.delegate(
        element,
        new FootnoteLinkReader(element, ({ footnotes, relationships }) => {
          for (const footnote of footnotes) builder.addFootnote(footnote);
          builder.instance.footnoteRelationships.push(...relationships);
        }),
      );
    } else if (element.namespace === NS.link) {
      const href = attribute(element, 'href', NS.xlink);
      if (href !== undefined && element.localName === 'schemaRef') builder.instance.schemaRefs.push(href);
      if (href !== undefined && element.localName === 'linkbaseRef') builder.instance.linkbaseRefs.push(href);
      // roleRef and arcrefRef matter only to the DTS; nothing else of the link namespace is a fact.
      router.delegate(element, SKIP);
    } else {
      return false;
    }
    this.langs.pop();
    return true;
  }

  private startFact(element: XmlElement, parent: OpenFact | undefined): void {
    const facts = this.builder.instance.facts;
    const contextRef = attribute(element, 'contextRef');
    const unitRef = attribute(element, 'unitRef');
    const fact: Fact = {
      concept: element.prefix
        ? { namespace: element.namespace, localName: element.localName, prefix: element.prefix }
        : { namespace: element.namespace, localName: element.localName },
      kind: contextRef === undefined ? 'tuple' : unitRef === undefined ? 'nonNumeric' : 'numeric',
      value: null,
      location: element.location,
    };
    const id = attribute(element, 'id');
    if (id !== undefined) fact.id = id;
    if (contextRef !== undefined) fact.contextRef = contextRef.trim();
    if (unitRef !== undefined) fact.unitRef = unitRef.trim();
    if (parent) {
      fact.parent = parent.index;
      parent.hasChildFacts = true;
    }
    if (fact.kind === 'numeric') {
      const decimals = attribute(element, 'decimals');
      const precision = attribute(element, 'precision');
      if (decimals !== undefined) fact.decimals = decimals.trim();
      if (precision !== undefined) fact.precision = precision.trim();
    }
    facts.push(fact);
    this.open.push({ index: facts.length - 1, element, text: '', hasChildFacts: false });
  }

  /** Elements inside an item: only a fraction's numerator and denominator mean anything. */
  private startItemContent(item: OpenFact, element: XmlElement): void {
    if (element.namespace === NS.xbrli && (element.localName === 'numerator' || element.localName === 'denominator')) {
      item.partStart = item.text.length;
    }
    // Other markup inside an item is not XBRL; its text still counts as the item's.
    this.open.push({ index: -1, element, text: '', hasChildFacts: false });
  }

  endElement(element: XmlElement): void {
    if (this.router.endElement(element) || this.notAnInstance) return;
    const lang = this.langs.pop();
    const top = this.open[this.open.length - 1];
    if (top?.element !== element) return;
    this.open.pop();
    if (top.index < 0) {
      this.endItemContent(top);
      return;
    }
    this.endFact(top, lang);
  }

  private endItemContent(content: OpenFact): void {
    const item = this.open[this.open.length - 1]!;
    item.text += content.text;
    const name = content.element.localName;
    if (item.partStart !== undefined && content.element.namespace === NS.xbrli && (name === 'numerator' || name === 'denominator')) {
      item.parts ??= {};
      item.parts[name] = item.text.slice(item.partStart).trim();
      item.partStart = undefined;
    }
  }

  private endFact({ index, element, text, hasChildFacts, parts }: OpenFact, lang: string | undefined): void {
    const fact = this.builder.instance.facts[index]!;
    if (fact.kind === 'tuple' && !hasChildFacts && text.trim() !== '') {
      // Text and no child facts: an item that lost its contextRef, not a tuple.
      fact.kind = 'nonNumeric';
      this.builder.messages.push({
        ruleId: 'xbrl.4.6.1.contextRefMissing',
        severity: 'error',
        message: `The fact ${element.name} has a value but no contextRef.`,
        location: element.location,
      });
    }
    if (fact.kind === 'tuple') return;
    if (fact.kind === 'nonNumeric' && lang !== undefined) fact.lang = lang;
    const nil = attribute(element, 'nil', NS.xsi)?.trim();
    if (nil === 'true' || nil === '1') return;
    if (parts) fact.value = `${parts.numerator ?? ''}/${parts.denominator ?? ''}`;
    else fact.value = fact.kind === 'numeric' ? text.trim() : text;
  }

  text(text: string): void {
    if (this.router.text(text) || this.notAnInstance) return;
    const top = this.open[this.open.length - 1];
    if (top) top.text += text;
  }
}
