import { Node } from '@tiptap/core';
import { NODE } from '../model/model-json.ts';
import { PAGE_BREAK_ATTRIBUTES, textblockAttributes } from '../xhtml/html-attributes.ts';
import { alignmentOf, needsPreWrap, textblockRules } from './textblock-rules.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    filingBlocks: {
      setParagraph: () => ReturnType;
      setHeading: (level: number) => ReturnType;
      setTextAlign: (textAlign: 'left' | 'center' | 'right' | 'justify' | null) => ReturnType;
      insertPageBreak: () => ReturnType;
    };
  }
}

const textAlign = {
  default: null,
  rendered: false,
  parseHTML: alignmentOf,
};

export const Document = Node.create({
  name: NODE.doc,
  topNode: true,
  content: 'block+',
});

export const Text = Node.create({
  name: NODE.text,
  group: 'inline',
});

export const Paragraph = Node.create({
  name: NODE.paragraph,
  group: 'block',
  content: 'inline*',
  priority: 1000,
  addAttributes: () => ({ textAlign }),
  parseHTML: () => textblockRules('p'),
  renderHTML: ({ node }) => ['p', textblockAttributes(node.attrs.textAlign, needsPreWrap(node)), 0],
  addCommands() {
    return {
      setParagraph:
        () =>
        ({ commands }) =>
          commands.setNode(this.name),
      setTextAlign:
        (value) =>
        ({ commands }) =>
          [NODE.paragraph, NODE.heading].map((type) => commands.updateAttributes(type, { textAlign: value })).some(Boolean),
    };
  },
});

export const Heading = Node.create({
  name: NODE.heading,
  group: 'block',
  content: 'inline*',
  defining: true,
  addAttributes: () => ({
    level: { default: 1, rendered: false },
    textAlign,
  }),
  parseHTML: () => [1, 2, 3, 4, 5, 6].flatMap((level) => textblockRules(`h${level}`, { level })),
  renderHTML: ({ node }) => [`h${node.attrs.level}`, textblockAttributes(node.attrs.textAlign, needsPreWrap(node)), 0],
  addCommands() {
    return {
      setHeading:
        (level) =>
        ({ commands }) =>
          level >= 1 && level <= 6 && commands.setNode(this.name, { level }),
    };
  },
  addKeyboardShortcuts() {
    return Object.fromEntries([1, 2, 3, 4, 5, 6].map((level) => [`Mod-Alt-${level}`, () => this.editor.commands.setHeading(level)]));
  },
});

export const HardBreak = Node.create({
  name: NODE.hardBreak,
  group: 'inline',
  inline: true,
  selectable: false,
  linebreakReplacement: true,
  parseHTML: () => [{ tag: 'br' }],
  renderHTML: () => ['br'],
  addKeyboardShortcuts() {
    const insert = () => this.editor.commands.insertContent({ type: this.name });
    return { 'Shift-Enter': insert, 'Mod-Enter': insert };
  },
});

export const PageBreak = Node.create({
  name: NODE.pageBreak,
  group: 'block',
  atom: true,
  parseHTML: () => [{ tag: 'div.page-break' }],
  renderHTML: () => ['div', PAGE_BREAK_ATTRIBUTES],
  addCommands() {
    return {
      insertPageBreak:
        () =>
        ({ commands }) =>
          commands.insertContent({ type: this.name }),
    };
  },
});
