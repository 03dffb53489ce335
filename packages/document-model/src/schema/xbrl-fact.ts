import { Mark, Node } from '@tiptap/core';
import type { FactAttrs, FactBlockAttrs } from '../model/model-json.ts';
import { MARK, NODE } from '../model/model-json.ts';
import { factAttributes, factBlockAttributes } from '../xhtml/html-attributes.ts';
import { factAttrsOf, factBlockAttrsOf, type RawFact } from './attribute-rules.ts';
import type { DomElement } from './dom-element.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    xbrlFact: {
      /** Tags the selected text (an inline fact). */
      setFact: (attrs: FactAttrs) => ReturnType;
      /** Wraps the selected blocks in a text-block fact. */
      wrapInFactBlock: (attrs: FactBlockAttrs) => ReturnType;
      /** Changes every fragment of the fact (mark or block) with this id. */
      updateFact: (id: string, attrs: Partial<FactAttrs & FactBlockAttrs>) => ReturnType;
      /** Untags every fragment of the fact with this id, keeping its content. */
      unsetFact: (id: string) => ReturnType;
    };
  }
}

export function rawFactOf(el: { getAttribute(name: string): string | null }): RawFact {
  return {
    kind: el.getAttribute('data-ix'),
    id: el.getAttribute('data-ix-id'),
    name: el.getAttribute('data-ix-name'),
    contextRef: el.getAttribute('data-ix-context'),
    unitRef: el.getAttribute('data-ix-unit'),
    decimals: el.getAttribute('data-ix-decimals'),
    scale: el.getAttribute('data-ix-scale'),
    sign: el.getAttribute('data-ix-sign'),
    format: el.getAttribute('data-ix-format'),
    escape: el.getAttribute('data-ix-escape'),
    nil: el.getAttribute('data-ix-nil'),
    footnoteRole: el.getAttribute('data-ix-footnote-role'),
  };
}

const FACT_KEYS = [
  'id',
  'kind',
  'name',
  'contextRef',
  'unitRef',
  'decimals',
  'scale',
  'sign',
  'format',
  'escape',
  'nil',
  'footnoteRole',
] as const;
const FACT_DEFAULTS: Record<(typeof FACT_KEYS)[number], unknown> = {
  id: null,
  kind: 'nonNumeric',
  name: null,
  contextRef: null,
  unitRef: null,
  decimals: null,
  scale: null,
  sign: null,
  format: null,
  escape: false,
  nil: false,
  footnoteRole: null,
};

function readFact(el: DomElement) {
  const attrs = factAttrsOf(rawFactOf(el));
  return attrs?.id ? attrs : null;
}

/**
 * A tagged value in running text: an `ix:nonFraction` or inline `ix:nonNumeric` once rendered.
 * Facts nest (`excludes: ''`); every fragment of one fact shares its `id` — a fact whose text is
 * interrupted (by another fact crossing it, or continued in another block) is one fact in
 * several fragments, written as `ix:continuation`s by the Inline XBRL writer.
 */
export const XbrlFact = Mark.create({
  name: MARK.xbrlFact,
  excludes: '',
  inclusive: false,
  addAttributes: () =>
    Object.fromEntries(
      FACT_KEYS.map((key) => [
        key,
        { default: FACT_DEFAULTS[key], rendered: false, parseHTML: (el: DomElement) => readFact(el)?.[key] ?? FACT_DEFAULTS[key] },
      ]),
    ),
  parseHTML: () => [{ tag: 'span[data-ix]', getAttrs: (el: DomElement) => (readFact(el) ? null : false) }],
  renderHTML: ({ mark }) => ['span', factAttributes(mark.attrs as FactAttrs), 0],
  addCommands() {
    return {
      setFact:
        (attrs) =>
        ({ commands }) =>
          commands.setMark(this.name, attrs),
      wrapInFactBlock:
        (attrs) =>
        ({ commands }) =>
          commands.wrapIn(NODE.xbrlBlock, attrs),
      updateFact:
        (id, patch) =>
        ({ tr, state, dispatch }) => {
          const markType = state.schema.marks[this.name]!;
          let found = false;
          state.doc.descendants((node, pos) => {
            if (node.type.name === NODE.xbrlBlock && node.attrs.id === id) {
              found = true;
              const allowed = Object.fromEntries(Object.entries(patch).filter(([k]) => k in node.attrs));
              if (dispatch) tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...allowed, id });
            }
            for (const mark of node.marks) {
              if (mark.type !== markType || mark.attrs.id !== id) continue;
              found = true;
              const allowed = Object.fromEntries(Object.entries(patch).filter(([k]) => k in mark.attrs));
              if (dispatch) {
                tr.removeMark(pos, pos + node.nodeSize, mark);
                tr.addMark(pos, pos + node.nodeSize, markType.create({ ...mark.attrs, ...allowed, id }));
              }
            }
          });
          return found;
        },
      unsetFact:
        (id) =>
        ({ tr, state, dispatch }) => {
          const markType = state.schema.marks[this.name]!;
          const blocks: { pos: number; size: number }[] = [];
          let found = false;
          state.doc.descendants((node, pos) => {
            if (node.type.name === NODE.xbrlBlock && node.attrs.id === id) blocks.push({ pos, size: node.nodeSize });
            for (const mark of node.marks) {
              if (mark.type === markType && mark.attrs.id === id) {
                found = true;
                if (dispatch) tr.removeMark(pos, pos + node.nodeSize, mark);
              }
            }
          });
          if (dispatch) {
            // Innermost last in document order first, so earlier positions stay valid.
            for (const block of blocks.reverse()) {
              const from = tr.mapping.map(block.pos);
              const node = tr.doc.nodeAt(from);
              if (node) tr.replaceWith(from, from + node.nodeSize, node.content);
            }
          }
          return found || blocks.length > 0;
        },
    };
  },
});

function readFactBlock(el: DomElement) {
  const attrs = factBlockAttrsOf(rawFactOf(el));
  return attrs?.id ? attrs : null;
}

const BLOCK_KEYS = ['id', 'name', 'contextRef', 'format', 'escape'] as const;
const BLOCK_DEFAULTS: Record<(typeof BLOCK_KEYS)[number], unknown> = { id: null, name: null, contextRef: null, format: null, escape: true };

/** A text-block fact (`ix:nonNumeric`, usually escaped) around whole blocks: a note, a table. */
export const XbrlBlock = Node.create({
  name: NODE.xbrlBlock,
  group: 'block',
  content: 'block+',
  defining: true,
  addAttributes: () =>
    Object.fromEntries(
      BLOCK_KEYS.map((key) => [
        key,
        { default: BLOCK_DEFAULTS[key], rendered: false, parseHTML: (el: DomElement) => readFactBlock(el)?.[key] ?? BLOCK_DEFAULTS[key] },
      ]),
    ),
  parseHTML: () => [{ tag: 'div[data-ix]', getAttrs: (el: DomElement) => (readFactBlock(el) ? null : false) }],
  renderHTML: ({ node }) => ['div', factBlockAttributes(node.attrs as FactBlockAttrs), 0],
});
