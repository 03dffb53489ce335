import type { XmlElement, XmlHandler } from './stream-xml.ts';

/** A reader of one element's subtree (a context, a unit, a footnote link): it sees the events below the root. */
export interface SubtreeReader extends XmlHandler {
  /** The root element has closed: deliver what was read. */
  finish(): void;
}

/**
 * Hands the events of one subtree to a reader and back: a document reader calls `route` first for
 * every event, and handles the event itself only when it returns false.
 */
export class SubtreeRouter {
  private reader?: SubtreeReader;
  private rootDepth = -1;

  /** Sends the events below `root` to `reader` until `root` closes. */
  delegate(root: XmlElement, reader: SubtreeReader): void {
    this.reader = reader;
    this.rootDepth = root.depth;
  }

  get active(): boolean {
    return this.reader !== undefined;
  }

  startElement(element: XmlElement): boolean {
    this.reader?.startElement(element);
    return this.reader !== undefined;
  }

  endElement(element: XmlElement): boolean {
    const reader = this.reader;
    if (!reader) return false;
    if (element.depth === this.rootDepth) {
      this.reader = undefined;
      reader.finish();
    } else {
      reader.endElement(element);
    }
    return true;
  }

  text(text: string): boolean {
    this.reader?.text(text);
    return this.reader !== undefined;
  }
}
