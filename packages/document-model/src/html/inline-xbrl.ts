import type { RawFact } from '../schema/attribute-rules.ts';
import { attributeOf, elementsUnder, type HtmlElement, type HtmlParent } from './html-tree.ts';

/**
 * Inline XBRL read straight into the model: `ix:nonFraction`, `ix:nonNumeric` and `ix:footnote`
 * become facts, each `ix:continuation` a fragment of the fact whose chain (`continuedAt`) reaches
 * it, with the fact's id. `ix:header` (hidden facts, contexts, units) is document metadata read by the XBRL
 * processor, not topic content. parse5 reads the file as HTML, so names arrive lower-cased.
 */
export const IX_FACT = 'ix:nonfraction';
export const IX_TEXT = 'ix:nonnumeric';
export const IX_CONTINUATION = 'ix:continuation';
export const IX_FOOTNOTE = 'ix:footnote';
export const IX_DROPPED: ReadonlySet<string> = new Set(['ix:header', 'ix:hidden', 'ix:references', 'ix:resources']);

export function rawIxFactOf(element: HtmlElement): RawFact {
  const get = (name: string) => attributeOf(element, name);
  return {
    kind: element.tagName === IX_FACT ? 'nonFraction' : element.tagName === IX_FOOTNOTE ? 'footnote' : 'nonNumeric',
    id: get('id'),
    name: get('name'),
    contextRef: get('contextref'),
    unitRef: get('unitref'),
    decimals: get('decimals'),
    scale: get('scale'),
    sign: get('sign'),
    format: get('format'),
    escape: get('escape'),
    nil: get('xsi:nil'),
    footnoteRole: get('footnoterole'),
  };
}

export interface InlineXbrlIndex {
  /** Continuation id → the fact element heading its chain. */
  heads: Map<string, HtmlElement>;
  /** Every fact id present in the input, so generated ids never collide with one. */
  usedIds: Set<string>;
}

export function indexInlineXbrl(root: HtmlParent): InlineXbrlIndex {
  const next = new Map<string, string>();
  const factHeads: [HtmlElement, string][] = [];
  const usedIds = new Set<string>();
  for (const element of elementsUnder(root)) {
    const tag = element.tagName;
    if (tag === IX_FACT || tag === IX_TEXT || tag === IX_FOOTNOTE) {
      const id = attributeOf(element, 'id');
      if (id) usedIds.add(id);
      const continuedAt = attributeOf(element, 'continuedat');
      if (continuedAt) factHeads.push([element, continuedAt]);
    } else if (tag === IX_CONTINUATION) {
      const id = attributeOf(element, 'id');
      const continuedAt = attributeOf(element, 'continuedat');
      if (id && continuedAt) next.set(id, continuedAt);
    } else {
      const id = attributeOf(element, 'data-ix-id');
      if (id) usedIds.add(id);
    }
  }
  const heads = new Map<string, HtmlElement>();
  for (const [head, first] of factHeads) {
    // A chain visits each continuation once; a cycle or a second claim ends it.
    for (let id: string | undefined = first; id && !heads.has(id); id = next.get(id)) heads.set(id, head);
  }
  return { heads, usedIds };
}
