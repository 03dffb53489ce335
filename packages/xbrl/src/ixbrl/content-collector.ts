import { MarkupWriter } from '../xml/markup-writer.ts';
import type { XmlElement } from '../xml/stream-xml.ts';

/**
 * The content of one ix element as the parse passes through it: its text and, when the markup
 * matters (escaped facts, continuations, footnotes), its XHTML re-serialised. Inline XBRL elements
 * inside are transparent, their content kept and their tags not (iXBRL 1.1 §4.1.1).
 */
export class ContentCollector {
  private readonly parts: string[] = [];
  readonly markup?: MarkupWriter;

  constructor(
    readonly element: XmlElement,
    keepMarkup: boolean,
  ) {
    if (keepMarkup) this.markup = new MarkupWriter();
  }

  text(text: string): void {
    this.parts.push(text);
    this.markup?.text(text);
  }

  get content(): string {
    return this.parts.join('');
  }
}
