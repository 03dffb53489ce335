import { escapeAttribute, escapeText } from './escape-xml.ts';
import type { XmlElement } from './stream-xml.ts';

/**
 * Re-serialises markup as it was written (names with their prefixes, the namespace declarations
 * each element made, text as is), for content whose markup is part of the value: footnotes and
 * escaped Inline XBRL text blocks.
 */
export class MarkupWriter {
  private readonly parts: string[] = [];

  start(element: XmlElement): void {
    let tag = `<${element.name}`;
    for (const [prefix, uri] of Object.entries(element.declared)) {
      tag += ` ${prefix === '' ? 'xmlns' : `xmlns:${prefix}`}="${escapeAttribute(uri)}"`;
    }
    for (const a of element.attributes) tag += ` ${a.name}="${escapeAttribute(a.value)}"`;
    this.parts.push(`${tag}>`);
  }

  end(element: XmlElement): void {
    this.parts.push(`</${element.name}>`);
  }

  text(text: string): void {
    this.parts.push(escapeText(text));
  }

  toString(): string {
    return this.parts.join('');
  }
}
