import { FOOTNOTE_REF_CLASS } from '../xhtml/html-attributes.ts';
import { attributeOf, elementsUnder, type HtmlElement, type HtmlParent, hasClass } from './html-tree.ts';

/**
 * Where each footnote's text is. Three shapes are read:
 * - this package's XHTML: `<sup class="footnote-ref"><a href="#fn-1">1</a></sup>` … `<li id="fn-1">`;
 * - mammoth (.docx): `<a href="#footnote-1" id="footnote-ref-1">`, notes as `<li id="footnote-1">`
 *   ending in a back-link `<a href="#footnote-ref-1">↑</a>`;
 * - Word's own HTML (paste): `<a href="#_ftn1" name="_ftnref1">`, notes in `<div id="ftn1">` starting
 *   with a back-link `<a href="#_ftnref1" name="_ftn1">[1]</a>`.
 * The notes are read at their reference and skipped where they stand; back-links are dropped.
 */
export interface FootnoteSources {
  /** Reference anchor → the element holding the note's text. */
  notes: Map<HtmlElement, HtmlElement>;
  /** Note elements, skipped where they stand. */
  consumed: Set<HtmlElement>;
  /** Ids and names of the reference anchors: a link to one of them inside a note is a back-link. */
  referenceIds: Set<string>;
}

const NOTE_ID = /^(?:footnote|endnote)-\d+$|^_(?:ftn|edn)\d+$|^(?:fn|footnote|note)[-_:]?\d+$/i;
const WORD_NOTE_CONTAINER = /^(?:ftn|edn)\d+$/i;

export function findFootnoteSources(root: HtmlParent): FootnoteSources {
  const byId = new Map<string, HtmlElement>();
  const anchors: HtmlElement[] = [];
  for (const element of elementsUnder(root)) {
    const id = attributeOf(element, 'id');
    if (id && !byId.has(id)) byId.set(id, element);
    if (element.tagName === 'a') {
      const name = attributeOf(element, 'name');
      if (name && !byId.has(name)) byId.set(name, element);
      if (attributeOf(element, 'href')?.startsWith('#')) anchors.push(element);
    }
  }
  const sources: FootnoteSources = { notes: new Map(), consumed: new Set(), referenceIds: new Set() };
  for (const anchor of anchors) {
    const targetId = attributeOf(anchor, 'href')!.slice(1);
    const target = byId.get(targetId);
    if (!target || target === anchor || isInside(anchor, target)) continue;
    const ours = anchor.parentNode && 'tagName' in anchor.parentNode && hasClass(anchor.parentNode, FOOTNOTE_REF_CLASS);
    if (!ours && !NOTE_ID.test(targetId)) continue;
    const note = noteContainer(target);
    if (isInside(anchor, note)) continue;
    sources.notes.set(anchor, note);
    sources.consumed.add(note);
    for (const name of ['id', 'name']) {
      const value = attributeOf(anchor, name);
      if (value) sources.referenceIds.add(value);
    }
  }
  return sources;
}

/** A Word note's target is the back-link anchor inside the note: the note is its `div#ftnN`. */
function noteContainer(target: HtmlElement): HtmlElement {
  if (target.tagName !== 'a') return target;
  let node = target.parentNode;
  while (node && 'tagName' in node) {
    const id = attributeOf(node, 'id');
    if (node.tagName === 'div' && id && WORD_NOTE_CONTAINER.test(id)) return node;
    node = node.parentNode;
  }
  return target.parentNode && 'tagName' in target.parentNode ? target.parentNode : target;
}

function isInside(element: HtmlElement, ancestor: HtmlElement): boolean {
  let node: HtmlParent | null = element;
  while (node) {
    if (node === ancestor) return true;
    node = 'parentNode' in node ? node.parentNode : null;
  }
  return false;
}

export function isBackLink(anchor: HtmlElement, sources: FootnoteSources): boolean {
  const href = attributeOf(anchor, 'href');
  return href?.startsWith('#') === true && sources.referenceIds.has(href.slice(1));
}
