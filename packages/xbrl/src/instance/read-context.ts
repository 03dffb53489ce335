import type { Context, DimensionMember, Period, QName } from '../model/instance.ts';
import type { XbrlMessage } from '../model/message.ts';
import { CanonicalXml } from '../xml/canonical-xml.ts';
import { NS } from '../xml/namespaces.ts';
import { resolveQName } from '../xml/qname.ts';
import { attribute, type XmlElement } from '../xml/stream-xml.ts';
import type { SubtreeReader } from '../xml/subtree.ts';

type Container = 'segment' | 'scenario';

interface MemberInProgress {
  element: XmlElement;
  dimension: QName | undefined;
  /** The typed member's content; undefined for an explicit member, whose text is the member. */
  content?: CanonicalXml;
}

/**
 * Reads an xbrli:context (XBRL 2.1 §4.7) from its subtree, for both readers. Dimension members go to
 * `dimensions` (typed values as canonical XML of the member's content); whatever else the segment or
 * scenario holds is kept as canonical XML so that contexts can be compared.
 */
export class ContextReader implements SubtreeReader {
  private scheme = '';
  private identifier = '';
  private readonly dates: Partial<Record<'instant' | 'startDate' | 'endDate' | 'forever', string>> = {};
  private readonly dimensions: DimensionMember[] = [];
  private readonly other: Partial<Record<Container, CanonicalXml>> = {};
  private container?: Container;
  private member?: MemberInProgress;
  /** Depth of the non-dimension element of a segment or scenario being copied. */
  private otherDepth = -1;
  private buffer = '';

  constructor(
    private readonly root: XmlElement,
    private readonly messages: XbrlMessage[],
    private readonly done: (context: Context) => void,
  ) {}

  startElement(element: XmlElement): void {
    this.buffer = '';
    if (this.member?.content) {
      this.member.content.start(element);
      return;
    }
    if (this.otherDepth >= 0) {
      this.otherXml().start(element);
      return;
    }
    if (this.container) {
      this.startInContainer(element);
      return;
    }
    if (element.namespace !== NS.xbrli) return;
    if (element.localName === 'segment' || element.localName === 'scenario') this.container = element.localName;
    else if (element.localName === 'identifier') this.scheme = attribute(element, 'scheme')?.trim() ?? '';
    else if (element.localName === 'forever') this.dates.forever = '';
  }

  private startInContainer(element: XmlElement): void {
    const explicit = element.namespace === NS.xbrldi && element.localName === 'explicitMember';
    const typed = element.namespace === NS.xbrldi && element.localName === 'typedMember';
    if (explicit || typed) {
      const dimensionName = attribute(element, 'dimension') ?? '';
      const dimension = resolveQName(dimensionName, element.scope);
      if (!dimension) this.unresolved(element, 'dimension', dimensionName);
      this.member = { element, dimension, content: typed ? new CanonicalXml() : undefined };
      return;
    }
    this.otherDepth = element.depth;
    this.otherXml().start(element);
  }

  endElement(element: XmlElement): void {
    if (this.member && element === this.member.element) {
      this.endMember(this.member);
      return;
    }
    if (this.member?.content) {
      this.member.content.end(element);
      return;
    }
    if (this.otherDepth >= 0) {
      this.otherXml().end(element);
      if (element.depth === this.otherDepth) this.otherDepth = -1;
      return;
    }
    if (element.namespace !== NS.xbrli) return;
    const name = element.localName;
    if (name === 'segment' || name === 'scenario') this.container = undefined;
    else if (name === 'identifier') this.identifier = this.buffer.trim();
    else if (name === 'instant' || name === 'startDate' || name === 'endDate') this.dates[name] = this.buffer.trim();
  }

  private endMember({ element, dimension, content }: MemberInProgress): void {
    this.member = undefined;
    const container = this.container!;
    if (!dimension) return;
    if (content) {
      this.dimensions.push({ dimension, container, kind: 'typed', value: content.toString() });
      return;
    }
    const member = resolveQName(this.buffer, element.scope);
    if (!member) {
      this.unresolved(element, 'member', this.buffer.trim());
      return;
    }
    this.dimensions.push({ dimension, container, kind: 'explicit', member });
  }

  text(text: string): void {
    if (this.member?.content) this.member.content.text(text);
    else if (this.otherDepth >= 0) this.otherXml().text(text);
    else this.buffer += text;
  }

  finish(): void {
    const id = attribute(this.root, 'id') ?? '';
    const context: Context = {
      id,
      entity: { scheme: this.scheme, identifier: this.identifier },
      period: this.period(id),
      dimensions: this.dimensions,
      location: this.root.location,
    };
    if (this.other.segment) context.otherSegment = this.other.segment.toString();
    if (this.other.scenario) context.otherScenario = this.other.scenario.toString();
    this.done(context);
  }

  private period(id: string): Period {
    const { instant, startDate, endDate, forever } = this.dates;
    if (instant !== undefined) return { type: 'instant', instant };
    if (startDate !== undefined && endDate !== undefined) return { type: 'duration', start: startDate, end: endDate };
    if (forever === undefined) {
      this.messages.push({
        ruleId: 'xbrl.4.7.2.periodMissing',
        severity: 'error',
        message: `Context "${id}" has no instant, start and end dates, or forever period.`,
        location: this.root.location,
      });
    }
    return { type: 'forever' };
  }

  private otherXml(): CanonicalXml {
    const container = this.container!;
    this.other[container] ??= new CanonicalXml();
    return this.other[container];
  }

  private unresolved(element: XmlElement, what: string, name: string): void {
    this.messages.push({
      ruleId: 'xbrldi.unresolvedQName',
      severity: 'error',
      message: `The ${what} "${name}" of ${element.name} in context "${attribute(this.root, 'id') ?? ''}" is not a QName with a declared prefix.`,
      location: element.location,
    });
  }
}
