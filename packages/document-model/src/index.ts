export {
  type CommentPlacement,
  type CommentThreadRef,
  type CommentTransfer,
  type PlacementKind,
  type TopicContent,
  transferComments,
} from './comments/transfer-comments.ts';
export { carryCommentThreads, commentThreadIds, withoutComments } from './comments/without-comments.ts';
export { type BlockChange, type ChangeKind, diffModels, type ModelDiff, type RowChange } from './diff/diff-models.ts';
export { type HtmlToModelOptions, htmlToModel } from './html/html-to-model.ts';
export {
  EMPTY_FACT_TEXT,
  type FactAttrs,
  type FactBlockAttrs,
  footnoteAttrs,
  footnoteCount,
  type ListStyle,
  MARK,
  type ModelMark,
  type ModelNode,
  NODE,
  type TextAlign,
} from './model/model-json.ts';
export { assertValidModel, normalizeModel } from './model/normalize-model.ts';
export { safeHref, storageKeyOf } from './schema/attribute-rules.ts';
export { filingExtensions, filingSchema } from './schema/filing-extensions.ts';
export type { ImageOptions } from './schema/image-node.ts';
export { cleanPastedHtml, PasteCleaner, type PasteCleanerOptions } from './schema/paste-cleaner.ts';
export { modelToText } from './text/model-to-text.ts';
export { type FactFragment, modelToXhtml, type XhtmlOptions } from './xhtml/model-to-xhtml.ts';
export { XHTML_NAMESPACE, type XhtmlDocumentParts, xhtmlDocument } from './xhtml/xhtml-document.ts';
export { escapeAttribute, escapeText } from './xhtml/xml-escape.ts';
