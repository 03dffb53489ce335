import { MARK, NODE } from '@ea/document-model';
import type { Mark, Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { EditorState } from '@tiptap/pm/state';

/** The longest quote a thread keeps of its text (CommentThreadBody.quote). */
export const QUOTE_MAX_LENGTH = 2000;

export interface TextRange {
  from: number;
  to: number;
}

const threadOf = (mark: Mark): string | null =>
  mark.type.name === MARK.comment && typeof mark.attrs.threadId === 'string' ? mark.attrs.threadId : null;

/**
 * Where a thread's comment mark lies in the topic: from its first marked character to its last.
 * An edit inside the anchor may have split it in pieces; they still read as one passage.
 */
export function findThreadRange(doc: ProseMirrorNode, threadId: string): TextRange | null {
  let range: TextRange | null = null;
  doc.descendants((node, pos) => {
    if (node.isInline && node.marks.some((mark) => threadOf(mark) === threadId)) {
      range = { from: range?.from ?? pos, to: pos + node.nodeSize };
    }
    return true;
  });
  return range;
}

/**
 * The thread whose anchor the selection starts in: the character after the cursor, or the one
 * before it when the cursor sits at the end of an anchor (a click on the right half of its last
 * letter lands there).
 */
export function threadIdAt(state: EditorState): string | null {
  const { $from, empty } = state.selection;
  const sides = empty ? [$from.nodeAfter, $from.nodeBefore] : [$from.nodeAfter];
  for (const node of sides) {
    for (const mark of node?.marks ?? []) {
      const threadId = threadOf(mark);
      if (threadId !== null) return threadId;
    }
  }
  return null;
}

/** The selected text as a thread quotes it: blocks on their own lines, cut to the quote's limit. */
export function selectedQuote(state: EditorState): string {
  const { from, to } = state.selection;
  const text = state.doc.textBetween(from, to, '\n', (leaf) => (leaf.type.name === NODE.hardBreak ? '\n' : ''));
  return text.trim().slice(0, QUOTE_MAX_LENGTH);
}

/** Where each thread's anchor starts in the topic, to list the topic's threads in reading order. */
export function anchorPositions(doc: ProseMirrorNode): Map<string, number> {
  const positions = new Map<string, number>();
  doc.descendants((node, pos) => {
    if (!node.isInline) return true;
    for (const mark of node.marks) {
      const threadId = threadOf(mark);
      if (threadId !== null && !positions.has(threadId)) positions.set(threadId, pos);
    }
    return true;
  });
  return positions;
}
