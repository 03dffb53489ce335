import { Mark } from '@tiptap/core';
import { MARK } from '../model/model-json.ts';
import { commentAttributes } from '../xhtml/html-attributes.ts';
import { threadIdOf } from './attribute-rules.ts';
import type { DomElement } from './dom-element.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    comment: {
      setComment: (threadId: string) => ReturnType;
      unsetComment: (threadId: string) => ReturnType;
    };
  }
}

/**
 * Where a comment thread is anchored. Threads may overlap (`excludes: ''`); typing at the end of
 * an anchor does not extend it. A thread's comments live in the library service, not here.
 */
export const Comment = Mark.create({
  name: MARK.comment,
  excludes: '',
  inclusive: false,
  addAttributes: () => ({
    threadId: { default: null, rendered: false, parseHTML: (el: DomElement) => threadIdOf(el.getAttribute('data-comment')) },
  }),
  parseHTML: () => [
    { tag: 'span[data-comment]', getAttrs: (el: DomElement) => (threadIdOf(el.getAttribute('data-comment')) ? null : false) },
  ],
  renderHTML: ({ mark }) => ['span', commentAttributes(mark.attrs.threadId), 0],
  addCommands() {
    return {
      setComment:
        (threadId) =>
        ({ commands }) =>
          threadIdOf(threadId) !== null && commands.setMark(this.name, { threadId }),
      unsetComment:
        (threadId) =>
        ({ tr, state, dispatch }) => {
          const type = state.schema.marks[this.name]!;
          let found = false;
          state.doc.descendants((node, pos) => {
            for (const mark of node.marks) {
              if (mark.type === type && mark.attrs.threadId === threadId) {
                found = true;
                if (dispatch) tr.removeMark(pos, pos + node.nodeSize, mark);
              }
            }
          });
          return found;
        },
    };
  },
});
