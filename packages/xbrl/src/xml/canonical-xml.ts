import { escapeAttribute, escapeText } from './escape-xml.ts';
import type { XmlElement } from './stream-xml.ts';

/**
 * Builds, element by element as the parse goes, a canonical string of an XML fragment, so that two
 * segments (or scenarios, or typed members) compare equal exactly when their content does whatever
 * prefixes they were written with: each element carries its namespace as the default namespace
 * where it changes, attributes are sorted by expanded name and get generated prefixes, and text is
 * whitespace-collapsed with whitespace-only text dropped. Comments and PIs are not part of it.
 */
export class CanonicalXml {
  private readonly parts: string[] = [];
  private readonly defaults: string[] = [''];

  start(element: XmlElement): void {
    const inherited = this.defaults[this.defaults.length - 1];
    this.defaults.push(element.namespace);
    let tag = `<${element.localName}`;
    if (element.namespace !== inherited) tag += ` xmlns="${escapeAttribute(element.namespace)}"`;
    const attributes = [...element.attributes].sort((a, b) =>
      a.namespace === b.namespace ? compare(a.localName, b.localName) : compare(a.namespace, b.namespace),
    );
    const prefixes = new Map<string, string>();
    for (const a of attributes) {
      if (a.namespace === '' || prefixes.has(a.namespace)) continue;
      prefixes.set(a.namespace, `a${prefixes.size}`);
      tag += ` xmlns:a${prefixes.size - 1}="${escapeAttribute(a.namespace)}"`;
    }
    for (const a of attributes) {
      const name = a.namespace === '' ? a.localName : `${prefixes.get(a.namespace)}:${a.localName}`;
      tag += ` ${name}="${escapeAttribute(a.value)}"`;
    }
    this.parts.push(`${tag}>`);
  }

  end(element: XmlElement): void {
    this.defaults.pop();
    this.parts.push(`</${element.localName}>`);
  }

  text(text: string): void {
    const collapsed = text.replace(/\s+/g, ' ').trim();
    if (collapsed !== '') this.parts.push(escapeText(collapsed));
  }

  toString(): string {
    return this.parts.join('');
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
