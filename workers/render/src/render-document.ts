import type { XbrlMetadata } from '@ea/contracts/library';
import type { ModelNode } from '@ea/document-model';

/** One topic of the version being rendered, in document order. */
export interface RenderTopic {
  id: string;
  model: ModelNode;
}

/** A stored image the document refers to by its storage key. */
export interface RenderImage {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * What every output is made from: one version of a model document. The engines never read the
 * database or storage themselves; the library's job hands them this, so each engine is a pure
 * function of the document (and its tests need no service).
 */
export interface RenderDocument {
  id: string;
  title: string;
  topics: readonly RenderTopic[];
  /** The document's XBRL metadata (contexts, units, namespaces), null when it has none. */
  xbrl: XbrlMetadata | null;
  /** The filing form (10-K, 10-Q…) whose required cover facts Inline XBRL checks; null when none is set. */
  formType?: string | null;
  /** The bytes of an image by its storage key; null when it is gone. */
  image(key: string): Promise<RenderImage | null>;
}
