/**
 * What an XBRL 2.1 instance or an Inline XBRL 1.1 document says, in one shape: both readers
 * produce an `Instance`, and validation, the viewer and the document model read only this.
 */

/** An expanded name: namespace URI and local name; the prefix is kept only for display. */
export interface QName {
  namespace: string;
  localName: string;
  prefix?: string;
}

/** Where a thing was read: the file (as given to the reader), 1-based line and column, element. */
export interface Location {
  file: string;
  line?: number;
  column?: number;
  element?: string;
}

export type Period = { type: 'instant'; instant: string } | { type: 'duration'; start: string; end: string } | { type: 'forever' };

/** A dimension member of a context (XBRL Dimensions 1.0), in the segment or the scenario. */
export type DimensionMember =
  | { dimension: QName; container: 'segment' | 'scenario'; kind: 'explicit'; member: QName }
  | { dimension: QName; container: 'segment' | 'scenario'; kind: 'typed'; value: string };

export interface Context {
  id: string;
  entity: { scheme: string; identifier: string };
  period: Period;
  dimensions: DimensionMember[];
  /** Segment and scenario content that is not a dimension, as canonical XML, for equality. */
  otherSegment?: string;
  otherScenario?: string;
  location: Location;
}

/** A unit: a product of measures, or a ratio of two products (divide). */
export interface Unit {
  id: string;
  numerator: QName[];
  denominator: QName[];
  location: Location;
}

export interface Fact {
  /** The fact's id attribute, when it has one (iXBRL facts usually do). */
  id?: string;
  concept: QName;
  /** Item facts have a context; tuples do not. */
  contextRef?: string;
  unitRef?: string;
  kind: 'numeric' | 'nonNumeric' | 'tuple';
  /**
   * The fact's value as XBRL sees it: for iXBRL, after the format transformation, scale and sign;
   * for non-numeric iXBRL facts, the text (or escaped XHTML) after continuations and exclusions.
   * Null when nil.
   */
  value: string | null;
  decimals?: string;
  precision?: string;
  lang?: string;
  /** Index of the parent tuple's fact in `Instance.facts`, for facts inside a tuple. */
  parent?: number;
  /** Inline XBRL only: how the value was written in the document. */
  inline?: {
    format?: QName;
    scale?: number;
    /** '-' when the ix:sign attribute negates the displayed value. */
    sign?: '-';
    /** The text as the reader sees it, before the transformation. */
    displayValue: string;
    /** True inside ix:hidden. */
    hidden: boolean;
    /** For ix:nonNumeric: ids of the ix:continuation chain, in order. */
    continuations?: string[];
    escape?: boolean;
    /** The enclosing fact, for nested ix facts. */
    nestedIn?: string;
  };
  location: Location;
}

export interface Footnote {
  id: string;
  role: string;
  lang?: string;
  /** The footnote's content as text (XHTML markup kept as written). */
  content: string;
  location: Location;
}

/** A footnote link arc: a fact (by id or index) to a footnote (or another fact, for fact-fact arcs). */
export interface FootnoteRelationship {
  arcrole: string;
  linkRole: string;
  fromFactId: string;
  toId: string;
}

export interface Instance {
  /** The file the reader was given, as named in locations. */
  file: string;
  schemaRefs: string[];
  linkbaseRefs: string[];
  /** Namespace prefixes declared on the root (instance) or html element (iXBRL). */
  namespaces: Record<string, string>;
  contexts: Map<string, Context>;
  units: Map<string, Unit>;
  facts: Fact[];
  footnotes: Map<string, Footnote>;
  footnoteRelationships: FootnoteRelationship[];
}
