import type { Footnote, FootnoteRelationship } from '../model/instance.ts';
import { MarkupWriter } from '../xml/markup-writer.ts';
import { FACT_FOOTNOTE_ARCROLE, FOOTNOTE_ROLE, NS, STANDARD_LINK_ROLE } from '../xml/namespaces.ts';
import { attribute, type XmlElement } from '../xml/stream-xml.ts';
import type { SubtreeReader } from '../xml/subtree.ts';

export interface FootnoteLinkContent {
  footnotes: Footnote[];
  relationships: FootnoteRelationship[];
}

interface FootnoteInProgress {
  element: XmlElement;
  label: string;
  content: MarkupWriter;
}

/**
 * Reads a link:footnoteLink of an XBRL 2.1 instance (§4.11): locators point at facts by `#id`,
 * footnotes keep their XHTML as written, and each arc becomes one relationship per (from, to) pair
 * of the resources its labels name.
 */
export class FootnoteLinkReader implements SubtreeReader {
  /** Label → fact ids the locators of that label point at. */
  private readonly locators = new Map<string, string[]>();
  /** Label → ids of the footnotes with that label. */
  private readonly labelled = new Map<string, string[]>();
  private readonly footnotes: Footnote[] = [];
  private readonly arcs: { from: string; to: string; arcrole: string }[] = [];
  private footnote?: FootnoteInProgress;

  constructor(
    private readonly root: XmlElement,
    private readonly done: (content: FootnoteLinkContent) => void,
  ) {}

  startElement(element: XmlElement): void {
    if (this.footnote) {
      this.footnote.content.start(element);
      return;
    }
    if (element.namespace !== NS.link) return;
    const label = attribute(element, 'label', NS.xlink) ?? '';
    if (element.localName === 'loc') {
      const href = attribute(element, 'href', NS.xlink) ?? '';
      // Facts are in this same document: only the fragment identifies them.
      push(this.locators, label, href.slice(href.indexOf('#') + 1));
    } else if (element.localName === 'footnote') {
      this.footnote = { element, label, content: new MarkupWriter() };
    } else if (element.localName === 'footnoteArc') {
      this.arcs.push({
        from: attribute(element, 'from', NS.xlink) ?? '',
        to: attribute(element, 'to', NS.xlink) ?? '',
        arcrole: attribute(element, 'arcrole', NS.xlink) ?? FACT_FOOTNOTE_ARCROLE,
      });
    }
  }

  endElement(element: XmlElement): void {
    const footnote = this.footnote;
    if (!footnote) return;
    if (element !== footnote.element) {
      footnote.content.end(element);
      return;
    }
    this.footnote = undefined;
    const id = attribute(element, 'id') ?? footnote.label;
    push(this.labelled, footnote.label, id);
    this.footnotes.push({
      id,
      role: attribute(element, 'role', NS.xlink) ?? FOOTNOTE_ROLE,
      lang: attribute(element, 'lang', NS.xml),
      content: footnote.content.toString(),
      location: element.location,
    });
  }

  text(text: string): void {
    this.footnote?.content.text(text);
  }

  finish(): void {
    const linkRole = attribute(this.root, 'role', NS.xlink) ?? STANDARD_LINK_ROLE;
    const relationships: FootnoteRelationship[] = [];
    for (const arc of this.arcs) {
      const targets = [...(this.labelled.get(arc.to) ?? []), ...(this.locators.get(arc.to) ?? [])];
      for (const fromFactId of this.locators.get(arc.from) ?? []) {
        for (const toId of targets) relationships.push({ arcrole: arc.arcrole, linkRole, fromFactId, toId });
      }
    }
    this.done({ footnotes: this.footnotes, relationships });
  }
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
