import { footnoteCount, type ModelNode, modelToXhtml, xhtmlDocument } from '@ea/document-model';

/**
 * A whole document as one XHTML page, in its publishing form (no model-only attributes, no
 * comment anchors): each topic in a `div` of its own, footnotes numbered on from topic to topic,
 * images fetched from the library by their storage key.
 */
export function previewXhtml(document: { id: string; title: string }, topics: readonly { id: string; model: ModelNode }[]): string {
  let footnoteStart = 1;
  const imageSrc = (key: string) => `/api/document/${document.id}/image?key=${encodeURIComponent(key)}`;
  const body = topics
    .map((topic) => {
      const xhtml = modelToXhtml(topic.model, { modelAttributes: false, imageSrc, footnoteStart });
      footnoteStart += footnoteCount(topic.model);
      return `<div class="topic" id="topic-${topic.id}">${xhtml}</div>`;
    })
    .join('');
  return xhtmlDocument({ title: document.title, body });
}
