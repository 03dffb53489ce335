import type { Node as PmNode } from '@tiptap/pm/model';
import { parseInlineStyle } from '../html/inline-style.ts';
import { NODE } from '../model/model-json.ts';
import { needsPreservedSpaces } from '../xhtml/html-attributes.ts';
import { textAlignOf } from './attribute-rules.ts';
import type { DomElement } from './dom-element.ts';

/** Alignment of an element: its `text-align` style, else its legacy `align` attribute. */
export function alignmentOf(element: DomElement): string | null {
  return textAlignOf(parseInlineStyle(element.getAttribute('style')).textAlign ?? element.getAttribute('align'));
}

export function isPreWrap(element: DomElement): boolean {
  const ws = parseInlineStyle(element.getAttribute('style')).whiteSpace;
  return ws === 'pre' || ws === 'pre-wrap' || ws === 'break-spaces';
}

/** Two parse rules for one tag: text kept as written under `white-space:pre-wrap`, collapsed otherwise. */
export function textblockRules(tag: string, attrs?: Record<string, unknown>, priority?: number) {
  return [
    { tag, attrs, priority, preserveWhitespace: 'full' as const, getAttrs: (el: DomElement) => (isPreWrap(el) ? (attrs ?? null) : false) },
    { tag, attrs, priority },
  ];
}

/** The XHTML writer's test on an editor node: spaces HTML would collapse are kept with `white-space:pre-wrap`. */
export function needsPreWrap(node: PmNode): boolean {
  let segment = '';
  let pre = false;
  const flush = () => {
    pre ||= needsPreservedSpaces(segment);
    segment = '';
  };
  node.forEach((child) => {
    if (child.isText) segment += child.text;
    else if (child.type.name === NODE.hardBreak) flush();
    else segment += '\uFFFC';
  });
  flush();
  return pre;
}
