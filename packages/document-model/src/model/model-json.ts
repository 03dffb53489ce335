/**
 * A topic's content as stored: ProseMirror JSON in the filing schema (what `Node.toJSON()` gives,
 * so every attribute of a node or mark is present, `content`/`marks` only when non-empty).
 */
export interface ModelMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface ModelNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: ModelNode[];
  marks?: ModelMark[];
  text?: string;
}

export type TextAlign = 'left' | 'center' | 'right' | 'justify';

export type ListStyle = 'decimal' | 'lower-alpha' | 'upper-alpha' | 'lower-roman' | 'upper-roman';

/**
 * The attributes of an inline XBRL fact (the `xbrlFact` mark). An XBRL footnote (`ix:footnote`)
 * is the same mark with kind `footnote`: text facts point at it through the metadata's
 * relationships, it continues across blocks the way a text fact does, and it has no concept,
 * context or unit (its `name` and `contextRef` are '').
 */
export interface FactAttrs {
  /** Unique in the document; every fragment of one fact (continuations) carries the same id. */
  id: string;
  kind: 'nonFraction' | 'nonNumeric' | 'footnote';
  /** Concept QName, e.g. `us-gaap:Revenues`; the prefix resolves through the document's XBRL metadata. */
  name: string;
  contextRef: string;
  unitRef: string | null;
  /** `INF` or an integer. */
  decimals: string | null;
  /** Integer power of ten the displayed value is scaled by. */
  scale: string | null;
  /** `-` when the displayed value is shown without its minus sign. */
  sign: '-' | null;
  /** Transformation format QName, e.g. `ixt:num-dot-decimal`. */
  format: string | null;
  /** nonNumeric only: the content is markup (text blocks). */
  escape: boolean;
  nil: boolean;
  /** footnote only: its `footnoteRole` when not XBRL's standard footnote role. */
  footnoteRole: string | null;
}

/** An XBRL footnote's attributes: the fact mark of kind `footnote`, with nothing of a fact's set. */
export function footnoteAttrs<Id extends string | null>(id: Id, footnoteRole: string | null) {
  return {
    id,
    kind: 'footnote' as const,
    name: '',
    contextRef: '',
    unitRef: null,
    decimals: null,
    scale: null,
    sign: null,
    format: null,
    escape: false,
    nil: false,
    footnoteRole,
  } satisfies Omit<FactAttrs, 'id'> & { id: Id };
}

/**
 * The text of a fact that shows nothing (an Inline XBRL fact that is nil or empty): a mark needs
 * text to sit on, and a zero-width space shows none. The Inline XBRL writer leaves it out.
 */
export const EMPTY_FACT_TEXT = '\u200b';

/** The attributes of a block-level fact (the `xbrlBlock` node): a nonNumeric text block. */
export interface FactBlockAttrs {
  id: string;
  name: string;
  contextRef: string;
  format: string | null;
  escape: boolean;
}

export const NODE = {
  doc: 'doc',
  text: 'text',
  paragraph: 'paragraph',
  heading: 'heading',
  bulletList: 'bulletList',
  orderedList: 'orderedList',
  listItem: 'listItem',
  table: 'table',
  tableRow: 'tableRow',
  tableCell: 'tableCell',
  tableHeader: 'tableHeader',
  footnote: 'footnote',
  pageBreak: 'pageBreak',
  image: 'image',
  hardBreak: 'hardBreak',
  xbrlBlock: 'xbrlBlock',
} as const;

export const MARK = {
  xbrlFact: 'xbrlFact',
  link: 'link',
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  strike: 'strike',
  superscript: 'superscript',
  subscript: 'subscript',
  comment: 'comment',
} as const;

/**
 * Mark order, outermost first: the order of the schema's marks, and so the order marks are
 * listed on a node and nested in XHTML. Facts come first so formatting inside a fact never
 * splits its element (a split fact would become a continuation in Inline XBRL).
 */
export const MARK_ORDER: readonly string[] = [
  MARK.xbrlFact,
  MARK.link,
  MARK.bold,
  MARK.italic,
  MARK.underline,
  MARK.strike,
  MARK.superscript,
  MARK.subscript,
  MARK.comment,
];

/** Marks that several of one type may cover the same text (nested facts, overlapping comment threads). */
export const STACKING_MARKS: ReadonlySet<string> = new Set([MARK.xbrlFact, MARK.comment]);

/**
 * Marks a footnote reference never carries: it is written as a superscript link to its note, so
 * superscript/subscript would be redundant and a link would nest one `<a>` in another.
 */
export const FOOTNOTE_REFERENCE_REFUSED_MARKS: ReadonlySet<string> = new Set([MARK.link, MARK.superscript, MARK.subscript]);

/** A footnote node without the marks its reference cannot carry. */
export function footnoteReference(node: ModelNode): ModelNode {
  if (!node.marks?.some((m) => FOOTNOTE_REFERENCE_REFUSED_MARKS.has(m.type))) return node;
  const marks = node.marks.filter((m) => !FOOTNOTE_REFERENCE_REFUSED_MARKS.has(m.type));
  const { marks: _, ...rest } = node;
  return marks.length ? { ...rest, marks } : rest;
}

/** How many footnotes a node holds: numbering runs on from topic to topic (and chunk to chunk) of a document. */
export function footnoteCount(node: ModelNode): number {
  const own = node.type === NODE.footnote ? 1 : 0;
  return own + (node.content ?? []).reduce((sum, child) => sum + footnoteCount(child), 0);
}
