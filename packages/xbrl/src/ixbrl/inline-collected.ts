import type { XmlElement } from '../xml/stream-xml.ts';

/** A non-numeric fact or a footnote: content that ix:continuation elements may carry on. */
export type Continuable = { element: XmlElement; text: string; markup: string; lang?: string } & (
  | { kind: 'fact'; factIndex: number }
  | { kind: 'footnote' }
);

/** What the reader gathered that can only be resolved once the whole document has been read. */
export interface InlineCollected {
  /** Facts and footnotes whose content may continue elsewhere, in document order. */
  continuable: Continuable[];
  continuations: Map<string, { text: string; markup: string; continuedAt?: string; element: XmlElement }>;
  /** Facts naming their tuple by tupleRef, for when every tuple is known. */
  tupleRefs: { factIndex: number; tupleRef: string; element: XmlElement }[];
  relationships: XmlElement[];
  /** Elements whose -sec-ix-hidden style names a hidden fact. */
  hiddenReferences: { id: string; element: XmlElement }[];
  sawHeader: boolean;
}
