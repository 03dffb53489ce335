import type { QName, Unit } from '../model/instance.ts';
import type { XbrlMessage } from '../model/message.ts';
import { NS } from '../xml/namespaces.ts';
import { resolveQName } from '../xml/qname.ts';
import { attribute, type XmlElement } from '../xml/stream-xml.ts';
import type { SubtreeReader } from '../xml/subtree.ts';

/** Reads an xbrli:unit (XBRL 2.1 §4.8): its measures, or the numerator and denominator of its divide. */
export class UnitReader implements SubtreeReader {
  private readonly numerator: QName[] = [];
  private readonly denominator: QName[] = [];
  private inDenominator = false;
  private buffer = '';

  constructor(
    private readonly root: XmlElement,
    private readonly messages: XbrlMessage[],
    private readonly done: (unit: Unit) => void,
  ) {}

  startElement(element: XmlElement): void {
    this.buffer = '';
    if (element.namespace === NS.xbrli && element.localName === 'unitDenominator') this.inDenominator = true;
  }

  endElement(element: XmlElement): void {
    if (element.namespace !== NS.xbrli) return;
    if (element.localName === 'unitDenominator') this.inDenominator = false;
    if (element.localName !== 'measure') return;
    const measure = resolveQName(this.buffer, element.scope);
    if (measure) {
      (this.inDenominator ? this.denominator : this.numerator).push(measure);
      return;
    }
    this.messages.push({
      ruleId: 'xbrl.4.8.2.measureUnresolved',
      severity: 'error',
      message: `The measure "${this.buffer.trim()}" of unit "${attribute(this.root, 'id') ?? ''}" is not a QName with a declared prefix.`,
      location: element.location,
    });
  }

  text(text: string): void {
    this.buffer += text;
  }

  finish(): void {
    this.done({
      id: attribute(this.root, 'id') ?? '',
      numerator: this.numerator,
      denominator: this.denominator,
      location: this.root.location,
    });
  }
}
