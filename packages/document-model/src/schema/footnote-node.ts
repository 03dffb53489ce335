import { Node } from '@tiptap/core';
import { Fragment, DOMParser as PmDOMParser, type Schema, type TagParseRule } from '@tiptap/pm/model';
import { MARK, NODE } from '../model/model-json.ts';
import { FOOTNOTE_REF_CLASS, FOOTNOTES_CLASS, textblockAttributes } from '../xhtml/html-attributes.ts';
import type { DomElement } from './dom-element.ts';
import { isPreWrap, needsPreWrap, textblockRules } from './textblock-rules.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    footnote: {
      insertFootnote: (text?: string) => ReturnType;
    };
  }
}

/**
 * A footnote is one inline node at its reference, holding the note's text: deleting the
 * reference deletes the note, and numbers follow document order (the XHTML writer numbers
 * them and lists the notes after the topic). Its text never carries superscript/subscript
 * (the reference is already a superscript).
 */
export const Footnote = Node.create({
  name: NODE.footnote,
  group: 'inline',
  inline: true,
  atom: true,
  content: `(${NODE.text} | ${NODE.hardBreak})*`,
  marks: [MARK.xbrlFact, MARK.link, MARK.bold, MARK.italic, MARK.underline, MARK.strike, MARK.comment].join(' '),
  parseHTML: () => [
    // The editor's own form (what it copies): the note's text inside the reference.
    ...textblockRules('span[data-footnote]', undefined, 60),
    // The XHTML writer's form: a numbered reference, the note listed after the topic (its text
    // already read with its own whitespace rule, so kept as it is).
    { tag: `sup.${FOOTNOTE_REF_CLASS}`, getContent: noteContent as unknown as ParseContent, preserveWhitespace: 'full', priority: 60 },
    { tag: `div.${FOOTNOTES_CLASS}`, ignore: true, priority: 60 },
  ],
  renderHTML: ({ node }) => ['span', { class: 'footnote', 'data-footnote': '', ...textblockAttributes(null, needsPreWrap(node)) }, 0],
  addCommands() {
    return {
      insertFootnote:
        (text) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, content: text ? [{ type: NODE.text, text }] : [] }),
    };
  },
});

type ParseContent = NonNullable<TagParseRule['getContent']>;

function noteContent(dom: DomElement, schema: Schema): Fragment {
  const link = dom.querySelector('a[href^="#"]');
  const id = link?.getAttribute('href')?.slice(1);
  const note = id ? dom.ownerDocument?.getElementById(id) : null;
  if (!note) return Fragment.empty;
  const topNode = schema.nodes[NODE.footnote]!.create();
  const parser = PmDOMParser.fromSchema(schema);
  return parser.parse(note as unknown as Parameters<typeof parser.parse>[0], {
    topNode,
    preserveWhitespace: isPreWrap(note) ? 'full' : false,
  }).content;
}
