import { MARK, type ModelNode } from '@ea/document-model';

/** The topic without its comment anchors; every other node, mark and attribute as it was. */
export function dropComments(node: ModelNode): ModelNode {
  let result = node;
  if (node.marks?.some((mark) => mark.type === MARK.comment)) {
    const marks = node.marks.filter((mark) => mark.type !== MARK.comment);
    const { marks: _, ...rest } = node;
    result = marks.length ? { ...rest, marks } : rest;
  }
  if (node.content) result = { ...result, content: node.content.map(dropComments) };
  return result;
}
