import { MARK, type ModelNode } from '../model/model-json.ts';

/** The topic without its comment anchors; every other node, mark and attribute as it was. */
export function withoutComments(node: ModelNode): ModelNode {
  let result = node;
  if (node.marks?.some((mark) => mark.type === MARK.comment)) {
    const marks = node.marks.filter((mark) => mark.type !== MARK.comment);
    const { marks: _, ...rest } = node;
    result = marks.length ? { ...rest, marks } : rest;
  }
  if (node.content) result = { ...result, content: node.content.map(withoutComments) };
  return result;
}

/** The ids of the comment threads anchored in the topic. */
export function commentThreadIds(node: ModelNode, into = new Set<string>()): Set<string> {
  for (const mark of node.marks ?? []) {
    if (mark.type === MARK.comment && typeof mark.attrs?.threadId === 'string') into.add(mark.attrs.threadId);
  }
  for (const child of node.content ?? []) commentThreadIds(child, into);
  return into;
}

/**
 * The topic's comment anchors for another document's copies of the threads: an anchor of a thread
 * in `copies` (old id → copy's id) points at the copy, any other anchor is dropped.
 */
export function carryCommentThreads(node: ModelNode, copies: ReadonlyMap<string, string>): ModelNode {
  let result = node;
  if (node.marks?.some((mark) => mark.type === MARK.comment)) {
    const marks = node.marks.flatMap((mark) => {
      if (mark.type !== MARK.comment) return [mark];
      const copy = copies.get(mark.attrs?.threadId as string);
      return copy ? [{ ...mark, attrs: { ...mark.attrs, threadId: copy } }] : [];
    });
    const { marks: _, ...rest } = node;
    result = marks.length ? { ...rest, marks } : rest;
  }
  if (node.content) result = { ...result, content: node.content.map((child) => carryCommentThreads(child, copies)) };
  return result;
}
