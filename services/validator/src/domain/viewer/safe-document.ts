import { NS, streamXml, type XmlElement, type XmlHandler } from '@ea/xbrl';
import { IX_FACT_ELEMENTS, viewerFactId } from './fact-ids.ts';
import { DROPPED_ELEMENTS, escapeHtml, HTML_ATTRIBUTES, HTML_ELEMENTS, IX_ATTRIBUTES, safeCss, VOID_ELEMENTS } from './safe-markup.ts';

/** An image's `src` as the document will show it (a data URL), or null to leave the image without one. */
export type ImageSource = (src: string) => string | null;

/**
 * An Inline XBRL document rewritten as HTML that is safe to show, in one streaming pass over its
 * XML (no DOM, no regular expression over markup): scripts, embedded content, forms, unknown
 * elements' tags, event attributes and every external reference are left out; links inside the
 * document stay, links elsewhere become plain text; images come from `image` (the submission's
 * own, inlined). The ix elements stay, each item fact marked with `data-fact` (its id, or the
 * one the facts list makes up for it), and the header with the hidden facts is not displayed.
 * Written as HTML, not XML: the document is served as text/html, where `<div/>` would open a div.
 */
export function safeDocument(bytes: Uint8Array, url: string, image: ImageSource): string {
  const writer = new SafeWriter(image);
  streamXml(bytes, url, writer);
  return writer.html();
}

/** What each open element became: written with this tag, its tags left out (content kept), or dropped with its content. */
type Written = { tag: string } | { unwrapped: true };

class SafeWriter implements XmlHandler {
  private readonly out: string[] = ['<!DOCTYPE html>\n'];
  private readonly open: Written[] = [];
  private dropDepth = 0;
  private headerDepth = 0;
  private style: string[] | null = null;

  constructor(private readonly image: ImageSource) {}

  html(): string {
    return this.out.join('');
  }

  startElement(element: XmlElement): void {
    if (this.dropDepth > 0) {
      this.dropDepth++;
      return;
    }
    if (element.namespace === NS.ix) {
      this.startIx(element);
      return;
    }
    const local = element.localName.toLowerCase();
    const isHtml = element.namespace === NS.xhtml || element.namespace === '';
    if (!isHtml || DROPPED_ELEMENTS.has(local) || this.headerDepth > 0) {
      this.dropDepth = 1;
      return;
    }
    if (!HTML_ELEMENTS.has(local)) {
      this.open.push({ unwrapped: true });
      return;
    }
    this.out.push(`<${local}${this.htmlAttributes(element, local)}>`);
    this.open.push({ tag: local });
    if (local === 'style') this.style = [];
  }

  endElement(): void {
    if (this.dropDepth > 0) {
      this.dropDepth--;
      return;
    }
    const written = this.open.pop();
    if (!written || 'unwrapped' in written) return;
    if (written.tag === 'ix:header') this.headerDepth--;
    if (written.tag === 'style' && this.style) {
      this.out.push(safeCss(this.style.join('')));
      this.style = null;
    }
    if (!VOID_ELEMENTS.has(written.tag)) this.out.push(`</${written.tag}>`);
  }

  text(text: string): void {
    if (this.dropDepth > 0) return;
    // Style is raw text in HTML (no entities): gathered whole, so no reference escapes by being split across chunks.
    if (this.style) this.style.push(text);
    else this.out.push(escapeHtml(text));
  }

  private startIx(element: XmlElement): void {
    const tag = `ix:${element.localName}`;
    let attributes = '';
    for (const a of element.attributes) {
      if (a.namespace === '' && IX_ATTRIBUTES.has(a.localName)) attributes += ` ${a.localName}="${escapeHtml(a.value)}"`;
    }
    if (IX_FACT_ELEMENTS.has(element.localName)) {
      const id = element.attributes.find((a) => a.namespace === '' && a.localName === 'id')?.value;
      attributes += ` data-fact="${escapeHtml(viewerFactId(id, element.location))}"`;
    }
    // The header holds the hidden facts and the contexts: never shown, but its facts keep their marks.
    if (element.localName === 'header') {
      attributes += ' style="display:none"';
      this.headerDepth++;
    }
    this.out.push(`<${tag}${attributes}>`);
    this.open.push({ tag });
  }

  private htmlAttributes(element: XmlElement, local: string): string {
    let written = '';
    for (const a of element.attributes) {
      const name = a.namespace === NS.xml && a.localName === 'lang' ? 'lang' : a.namespace === '' ? a.localName.toLowerCase() : null;
      const value = name === null ? null : this.attributeValue(local, name, a.value);
      if (name !== null && value !== null) written += ` ${name}="${escapeHtml(value)}"`;
    }
    return written;
  }

  /** The value an attribute keeps, or null to leave it out. */
  private attributeValue(element: string, name: string, value: string): string | null {
    if (name === 'href') return element === 'a' && value.trim().startsWith('#') ? value.trim() : null;
    if (name === 'src') return element === 'img' ? this.image(value) : null;
    if (name === 'style') return safeCss(value);
    return HTML_ATTRIBUTES.has(name) ? value : null;
  }
}
