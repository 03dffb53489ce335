import { Node } from '@tiptap/core';
import { parseInlineStyle } from '../html/inline-style.ts';
import { NODE } from '../model/model-json.ts';
import { orderedListAttributes } from '../xhtml/html-attributes.ts';
import { listStyleOf } from './attribute-rules.ts';
import type { DomElement } from './dom-element.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    filingLists: {
      toggleBulletList: () => ReturnType;
      toggleOrderedList: () => ReturnType;
    };
  }
}

export const ListItem = Node.create({
  name: NODE.listItem,
  content: 'paragraph block*',
  defining: true,
  parseHTML: () => [{ tag: 'li' }],
  renderHTML: () => ['li', 0],
  addKeyboardShortcuts() {
    return {
      Enter: () => this.editor.commands.splitListItem(this.name),
      Tab: () => this.editor.commands.sinkListItem(this.name),
      'Shift-Tab': () => this.editor.commands.liftListItem(this.name),
    };
  },
});

export const BulletList = Node.create({
  name: NODE.bulletList,
  group: 'block',
  content: 'listItem+',
  parseHTML: () => [{ tag: 'ul' }],
  renderHTML: () => ['ul', 0],
  addCommands() {
    return {
      toggleBulletList:
        () =>
        ({ commands }) =>
          commands.toggleList(this.name, NODE.listItem),
    };
  },
  addKeyboardShortcuts() {
    return { 'Mod-Shift-8': () => this.editor.commands.toggleBulletList() };
  },
});

export const OrderedList = Node.create({
  name: NODE.orderedList,
  group: 'block',
  content: 'listItem+',
  addAttributes: () => ({
    start: { default: 1, rendered: false, parseHTML: (el: DomElement) => orderedListStartOf(el) },
    listStyle: {
      default: null,
      rendered: false,
      parseHTML: (el: DomElement) => listStyleOf(parseInlineStyle(el.getAttribute('style')).listStyleType, el.getAttribute('type')),
    },
  }),
  parseHTML: () => [{ tag: 'ol' }],
  renderHTML: ({ node }) => ['ol', orderedListAttributes(node.attrs.start, node.attrs.listStyle), 0],
  addCommands() {
    return {
      toggleOrderedList:
        () =>
        ({ commands }) =>
          commands.toggleList(this.name, NODE.listItem),
    };
  },
  addKeyboardShortcuts() {
    return { 'Mod-Shift-7': () => this.editor.commands.toggleOrderedList() };
  },
});

/** The first number of an `<ol>`: its `start` attribute, else a `counter-reset: list-item N` style (N + 1). */
export function orderedListStartOf(el: { getAttribute(name: string): string | null }): number {
  const start = Number.parseInt(el.getAttribute('start') ?? '', 10);
  if (Number.isInteger(start) && start >= 0 && start <= 999_999) return start;
  const reset = parseInlineStyle(el.getAttribute('style')).listItemReset;
  return reset === undefined ? 1 : reset + 1;
}
