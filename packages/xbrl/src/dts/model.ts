import type { Location, QName } from '../model/instance.ts';
import type { RawExtendedLink, RawSimpleLink } from './raw-link.ts';
import type { DocumentContent } from './read-document.ts';

/** An expanded name as one string, `{namespace}localName` (Clark notation), for map keys. */
export type ClarkName = string;

/** Constraining facets of a simple type restriction that values are checked against. */
export interface Facets {
  enumeration?: string[];
  pattern?: string[];
  minInclusive?: string;
  maxInclusive?: string;
  minExclusive?: string;
  maxExclusive?: string;
  length?: number;
  minLength?: number;
  maxLength?: number;
  totalDigits?: number;
  fractionDigits?: number;
}

/** A named or anonymous type declared in a schema of the DTS. */
export interface TypeDefinition {
  name?: QName;
  /** The type it restricts or extends; undefined for xsd:anyType-based complex content without one. */
  base?: QName;
  derivation: 'restriction' | 'extension' | 'list' | 'union' | 'none';
  /** Simple types, and complex types with simple content, have a value; complex content does not. */
  content: 'simple' | 'complex' | 'empty' | 'mixed';
  facets: Facets;
  /** Attributes the type declares or references (by name), with whether they are required. */
  attributes: { name: QName; required: boolean; fixed?: string; default?: string }[];
  /** Whether the type allows attributes from other namespaces (xsd:anyAttribute). */
  anyAttribute: boolean;
  /** For complex content: the element particles, as a content model tree. */
  particles?: Particle;
  location: Location;
}

/** A content model: element references and groups with their occurrence bounds. */
export type Particle =
  /** `local` when the element is declared in place rather than referenced (tuples may not do that). */
  | { kind: 'element'; ref: QName; min: number; max: number; local: boolean }
  | { kind: 'any'; min: number; max: number; namespace?: string }
  | { kind: 'sequence' | 'choice' | 'all'; items: Particle[]; min: number; max: number };

/** How the value of a concept is read: the xbrli item type it derives from and the XSD type below it. */
export interface TypeInfo {
  /** Local name of the xbrli item type in the derivation chain (e.g. 'monetaryItemType'), if any. */
  xbrliType?: string;
  /** Local name of the built-in XSD type at the root of the chain (e.g. 'decimal', 'string'). */
  xsdType?: string;
  numeric: boolean;
  /** fractionItemType and its derivations: numeric, but valued by numerator and denominator. */
  fraction: boolean;
  /** Facets of every restriction step of the chain, the closest first. */
  facets: Facets[];
  /** Whether the chain has complex content (a tuple's type or an invalid item type). */
  complexContent: boolean;
  /** Default or fixed values the chain gives unqualified attributes (decimals, precision…), closest first. */
  attributeDefaults: Record<string, string>;
}

export interface Concept {
  name: QName;
  id?: string;
  type?: QName;
  /** The anonymous type declared inside the element, when it has no type attribute. */
  anonymousType?: TypeDefinition;
  substitutionGroup?: QName;
  /** Whether it is in the substitution group of xbrli:item or xbrli:tuple (transitively). */
  kind: 'item' | 'tuple' | 'other';
  typeInfo: TypeInfo;
  periodType?: string;
  balance?: string;
  abstract: boolean;
  nillable: boolean;
  /** The element's default or fixed value: what an empty fact of it stands for. */
  defaultValue?: string;
  /** Attributes written on the declaration in other namespaces (XBRL 2.1 allows extensions). */
  otherAttributes: Record<string, string>;
  location: Location;
}

export interface RoleType {
  roleURI: string;
  id?: string;
  definition?: string;
  usedOn: QName[];
  location: Location;
}

export interface ArcroleType extends RoleType {
  cyclesAllowed: 'any' | 'undirected' | 'none';
}

/** A resource of an extended link (label, reference, footnote or custom). */
export interface Resource {
  element: QName;
  role?: string;
  lang?: string;
  id?: string;
  text: string;
  location: Location;
}

/** One end of an arc: a concept, a resource, or something else a locator points at. */
export type Endpoint =
  | { kind: 'concept'; concept: ClarkName }
  | { kind: 'resource'; resource: Resource }
  /** A locator to something that is not a concept (a roleType, another document's resource…). */
  | { kind: 'other'; href: string };

export interface Relationship {
  arcrole: string;
  linkRole: string;
  link: QName;
  arc: QName;
  from: Endpoint;
  to: Endpoint;
  order: number;
  weight?: number;
  priority: number;
  use: 'optional' | 'prohibited';
  preferredLabel?: string;
  /** Attributes of the arc besides xlink's, use and priority: part of relationship equivalence. */
  otherAttributes: Record<string, string>;
  location: Location;
}

/** A linkbase or schema as discovery read it. */
export interface DtsDocument {
  url: string;
  kind: 'schema' | 'linkbase';
  targetNamespace?: string;
  /** roleRef / arcroleRef elements of the linkbase: URI and the href they point at. */
  roleRefs: { uri: string; href: string; arcrole: boolean; linkbase: number; location: Location }[];
}

export interface Dts {
  entryUrls: string[];
  /** Documents the DTS refers to that could not be resolved offline: what it lacks. */
  unresolvedUrls: string[];
  documents: Map<string, DtsDocument>;
  concepts: Map<ClarkName, Concept>;
  types: Map<ClarkName, TypeDefinition>;
  /** Global attribute and element declarations that are not concepts, for tuple content checks. */
  elements: Map<ClarkName, Concept>;
  roleTypes: Map<string, RoleType[]>;
  arcroleTypes: Map<string, ArcroleType[]>;
  /** Every arc read, prohibiting ones included, as relationships (before §3.5.3.9 resolution). */
  arcs: Relationship[];
  /** The effective relationships: prohibitions and overrides resolved (XBRL 2.1 §3.5.3.9). */
  relationships: Relationship[];
  /** The extended links as written, for the XLink and linkbase rules that need their syntax. */
  links: RawExtendedLink[];
  simpleLinks: (RawSimpleLink & { documentUrl: string })[];
  /** What each document of the DTS said, by URL. */
  contents: Map<string, DocumentContent>;
}
