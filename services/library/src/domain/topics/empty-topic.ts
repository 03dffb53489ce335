import { type ModelNode, NODE, normalizeModel } from '@ea/document-model';

/** The content of a new, empty topic: one empty paragraph. */
export function emptyTopicModel(): ModelNode {
  return normalizeModel({ type: NODE.doc, content: [{ type: NODE.paragraph }] });
}
