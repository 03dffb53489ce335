import { isIsoDate, type XbrlMetadata } from '@ea/contracts/library';
import { type IxError, ixError, ixWarning, shown } from './ix-error.ts';
import { DEFAULT_IXT, EDGAR_TRANSFORM_REGISTRIES, IXT_SEC } from './transform-registries.ts';
import { isDeclarablePrefix, isNcName, qNameOf } from './xml-names.ts';

/**
 * The document's XBRL metadata as the Inline XBRL writer needs it, read tolerantly: the saved
 * JSON is open (`additionalProperties`) and older than some of the fields read here, so nothing
 * in it is trusted to have a shape. A context or unit that cannot be written is kept with its
 * problems and reported only when a fact refers to it: unused metadata never blocks an output.
 */

/** Namespaces every output declares, under prefixes the metadata may not rebind. */
export const FIXED_NAMESPACES: Readonly<Record<string, string>> = {
  ix: 'http://www.xbrl.org/2013/inlineXBRL',
  'ixt-sec': IXT_SEC,
  xbrli: 'http://www.xbrl.org/2003/instance',
  link: 'http://www.xbrl.org/2003/linkbase',
  xlink: 'http://www.w3.org/1999/xlink',
  iso4217: 'http://www.xbrl.org/2003/iso4217',
  xbrldi: 'http://xbrl.org/2006/xbrldi',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
};

export const CIK_SCHEME = 'http://www.sec.gov/CIK';

/** Beyond these the metadata is refused whole, before anything is built from it. */
export const METADATA_LIMITS = {
  contexts: 20_000,
  units: 5_000,
  namespaces: 1_000,
  members: 100,
  hiddenFacts: 5_000,
  schemaRefs: 20,
  relationships: 20_000,
  refs: 10_000,
};

export type IxPeriod = { instant: string } | { startDate: string; endDate: string } | { forever: true };

export interface IxContext {
  id: string;
  scheme: string;
  identifier: string;
  period: IxPeriod;
  explicitMembers: { dimension: string; member: string }[];
  typedMembers: { dimension: string; element: string; value: string }[];
}

export interface IxUnit {
  id: string;
  /** Measures multiplied; with a denominator, the numerator of a ratio. */
  numerator: string[];
  denominator: string[];
}

export interface IxHiddenFact {
  id: string | null;
  kind: 'nonNumeric' | 'nonFraction';
  name: string;
  contextRef: string;
  value: string;
  unitRef: string | null;
  decimals: string | null;
  scale: string | null;
  sign: '-' | null;
  format: string | null;
  /** nonNumeric only: the value is markup (a hidden text block). */
  escape: boolean;
  /** `xsi:nil`: the fact has no value, and its element no content. */
  nil: boolean;
}

/** An `ix:relationship` as saved: ids of the model's facts and footnotes, and the link it belongs to. */
export interface IxRelationship {
  fromRefs: string[];
  toRefs: string[];
  /** Null: XBRL's fact-footnote arcrole. */
  arcrole: string | null;
  /** Null: XBRL's standard link role. */
  linkRole: string | null;
  order: string | null;
}

/** A context or unit by id: what can be written, or why it cannot. */
export type Resolved<T> = { ok: T } | { problem: string };

export interface IxMetadata {
  /** Every prefix declared on the output's `<html>`: the fixed ones, `ixt`, and the metadata's. */
  namespaces: Map<string, string>;
  contexts: Map<string, Resolved<IxContext>>;
  units: Map<string, Resolved<IxUnit>>;
  schemaRefs: string[];
  hiddenFacts: IxHiddenFact[];
  relationships: IxRelationship[];
}

const object = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);
const array = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
// A URI written as an attribute value: anything printable without spaces (xs:anyURI is that lax).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const URI = /^[^\s"<>\\^`{|}\u0000-\u001f\u007f]{1,2000}$/;
const ORDER = /^-?\d{1,10}(?:\.\d{1,10})?$/;

export function readIxMetadata(xbrl: XbrlMetadata | null): { metadata: IxMetadata; errors: IxError[] } {
  const errors: IxError[] = [];
  const metadata: IxMetadata = {
    namespaces: new Map(),
    contexts: new Map(),
    units: new Map(),
    schemaRefs: [],
    hiddenFacts: [],
    relationships: [],
  };
  const raw = object(xbrl) ?? {};
  const contexts = array(raw.contexts);
  const units = array(raw.units);
  const hidden = array(raw.hiddenFacts);
  const declared = Object.entries(object(raw.namespaces) ?? {});
  const refs = array(raw.schemaRefs);
  const relationships = array(raw.relationships);
  const over = (
    [
      ['contexts', contexts.length, METADATA_LIMITS.contexts],
      ['units', units.length, METADATA_LIMITS.units],
      ['namespaces', declared.length, METADATA_LIMITS.namespaces],
      ['hidden facts', hidden.length, METADATA_LIMITS.hiddenFacts],
      ['schemaRefs', refs.length, METADATA_LIMITS.schemaRefs],
      ['relationships', relationships.length, METADATA_LIMITS.relationships],
    ] as const
  ).find(([, count, limit]) => count > limit);
  if (over) {
    errors.push(ixError('metadata', `The XBRL metadata has ${over[1]} ${over[0]}, more than the ${over[2]} an output can carry`));
    declareNamespaces(metadata, [], errors);
    return { metadata, errors };
  }

  declareNamespaces(metadata, declared, errors);
  const resolves = (qname: unknown) => {
    const q = qNameOf(qname);
    return q !== null && metadata.namespaces.has(q.prefix);
  };
  const defaultEntity = object(raw.entity);
  for (const item of contexts) {
    const context = object(item);
    const id = text(context?.id);
    if (!context || id === null) continue;
    if (metadata.contexts.has(id)) metadata.contexts.set(id, { problem: `context ${shown(id)} is defined more than once` });
    else metadata.contexts.set(id, readContext(id, context, defaultEntity, resolves));
  }
  for (const item of units) {
    const unit = object(item);
    const id = text(unit?.id);
    if (!unit || id === null) continue;
    if (metadata.units.has(id)) metadata.units.set(id, { problem: `unit ${shown(id)} is defined more than once` });
    else metadata.units.set(id, readUnit(id, unit, resolves));
  }
  for (const [i, item] of refs.entries()) {
    const href = text(item);
    if (href !== null && URI.test(href)) metadata.schemaRefs.push(href);
    else errors.push(ixError('metadata', `schemaRef ${i + 1} (${shown(item)}) is not a URI`));
  }
  if (metadata.schemaRefs.length === 0)
    errors.push(ixError('metadata', 'The XBRL metadata names no taxonomy schema (schemaRefs): the facts\u2019 concepts cannot be found'));
  for (const item of hidden) {
    const fact = object(item);
    if (!fact) continue;
    const kind = fact.kind === 'nonFraction' ? 'nonFraction' : 'nonNumeric';
    metadata.hiddenFacts.push({
      id: text(fact.id),
      kind,
      name: text(fact.name) ?? '',
      contextRef: text(fact.contextRef) ?? '',
      value: text(fact.value) ?? '',
      unitRef: kind === 'nonFraction' ? text(fact.unitRef) : null,
      decimals: kind === 'nonFraction' ? text(fact.decimals) : null,
      scale: kind === 'nonFraction' ? text(fact.scale) : null,
      sign: kind === 'nonFraction' && fact.sign === '-' ? '-' : null,
      format: text(fact.format),
      escape: kind === 'nonNumeric' && fact.escape === true,
      nil: fact.nil === true,
    });
  }
  for (const [i, item] of relationships.entries()) {
    const relationship = readRelationship(object(item));
    if (typeof relationship === 'string') errors.push(ixWarning('metadata', `Relationship ${i + 1} ${relationship} and is left out`));
    else metadata.relationships.push(relationship);
  }
  return { metadata, errors };
}

function readRelationship(relationship: Record<string, unknown> | null): IxRelationship | string {
  if (!relationship) return 'is not an object';
  const ids = (value: unknown) => array(value).map(text);
  const fromRefs = ids(relationship.fromRefs);
  const toRefs = ids(relationship.toRefs);
  if (fromRefs.length === 0 || toRefs.length === 0) return 'needs both fromRefs and toRefs';
  if (fromRefs.length + toRefs.length > METADATA_LIMITS.refs) return `has more than ${METADATA_LIMITS.refs} ids`;
  if (![...fromRefs, ...toRefs].every((id) => id !== null && isNcName(id))) return 'has an id that is not an XML name';
  const arcrole = text(relationship.arcrole);
  const linkRole = text(relationship.linkRole);
  if ((arcrole !== null && !URI.test(arcrole)) || (linkRole !== null && !URI.test(linkRole))) return 'has a role that is not a URI';
  const order = text(relationship.order);
  if (order !== null && !ORDER.test(order)) return `has an order that is not a decimal (${shown(order)})`;
  return { fromRefs: fromRefs as string[], toRefs: toRefs as string[], arcrole, linkRole, order };
}

function declareNamespaces(metadata: IxMetadata, declared: [string, unknown][], errors: IxError[]): void {
  for (const [prefix, uri] of Object.entries(FIXED_NAMESPACES)) metadata.namespaces.set(prefix, uri);
  metadata.namespaces.set('ixt', DEFAULT_IXT);
  for (const [prefix, value] of declared) {
    const uri = text(value);
    if (!isDeclarablePrefix(prefix) || uri === null || !URI.test(uri)) {
      errors.push(ixWarning('metadata', `Namespace ${shown(prefix)} = ${shown(value)} cannot be declared and is left out`));
      continue;
    }
    const fixed = FIXED_NAMESPACES[prefix];
    if (fixed !== undefined) {
      if (fixed !== uri)
        errors.push(ixWarning('metadata', `Namespace prefix ${prefix} is always ${fixed}; the metadata's ${shown(uri)} is ignored`));
      continue;
    }
    if (prefix === 'ixt') {
      // EDGAR accepts several ixt registries: the metadata may choose one, never another namespace.
      if (EDGAR_TRANSFORM_REGISTRIES[uri] === 'ixt') metadata.namespaces.set('ixt', uri);
      else
        errors.push(
          ixWarning('metadata', `Namespace prefix ixt must name a transformation registry EDGAR accepts; ${shown(uri)} is ignored`),
        );
      continue;
    }
    metadata.namespaces.set(prefix, uri);
  }
}

function readContext(
  id: string,
  context: Record<string, unknown>,
  defaultEntity: Record<string, unknown> | null,
  resolves: (qname: unknown) => boolean,
): Resolved<IxContext> {
  if (!isNcName(id)) return { problem: `context id ${shown(id)} is not an XML name` };
  const period = readPeriod(object(context.period));
  if (typeof period === 'string') return { problem: `context ${id} ${period}` };
  const entity = object(context.entity) ?? {};
  // The legacy `cik` form and a document-wide default entity both count as the identifier.
  const identifier = text(entity.identifier) ?? text(entity.cik) ?? text(defaultEntity?.identifier) ?? text(defaultEntity?.cik);
  if (identifier === null || identifier.trim() === '') return { problem: `context ${id} has no entity identifier (the CIK)` };
  const scheme =
    text(entity.scheme) ??
    (entity.identifier === undefined && entity.cik !== undefined ? CIK_SCHEME : null) ??
    text(defaultEntity?.scheme) ??
    CIK_SCHEME;
  if (!URI.test(scheme)) return { problem: `context ${id} has an entity scheme that is not a URI` };
  const segment = object(entity.segment) ?? {};
  const explicit = array(segment.explicitMembers);
  const typed = array(segment.typedMembers);
  if (explicit.length + typed.length > METADATA_LIMITS.members)
    return { problem: `context ${id} has more than ${METADATA_LIMITS.members} dimensions` };
  const explicitMembers: IxContext['explicitMembers'] = [];
  for (const item of explicit) {
    const member = object(item);
    const dimension = text(member?.dimension);
    const value = text(member?.member);
    if (!resolves(dimension) || !resolves(value))
      return {
        problem: `context ${id} has a dimension member that is not a QName of a declared namespace (${shown(dimension)} = ${shown(value)})`,
      };
    explicitMembers.push({ dimension: dimension!, member: value!.trim() });
  }
  const typedMembers: IxContext['typedMembers'] = [];
  for (const item of typed) {
    const member = object(item);
    const dimension = text(member?.dimension);
    const element = text(member?.element);
    const q = qNameOf(element);
    if (!resolves(dimension) || !resolves(element) || q === null || !/^[A-Za-z_][A-Za-z0-9_.-]*$/.test(q.local))
      return {
        problem: `context ${id} has a typed dimension that is not a QName of a declared namespace (${shown(dimension)}, ${shown(element)})`,
      };
    typedMembers.push({ dimension: dimension!, element: element!, value: text(member?.value) ?? '' });
  }
  const dimensions = [...explicitMembers.map((m) => m.dimension), ...typedMembers.map((m) => m.dimension)];
  if (new Set(dimensions).size !== dimensions.length) return { problem: `context ${id} names a dimension twice` };
  return { ok: { id, scheme, identifier: identifier.trim(), period, explicitMembers, typedMembers } };
}

function readPeriod(period: Record<string, unknown> | null): IxPeriod | string {
  if (!period) return 'has no period';
  const instant = text(period.instant);
  const startDate = text(period.startDate);
  const endDate = text(period.endDate);
  const forever = period.forever === true;
  const kinds = Number(instant !== null) + Number(startDate !== null || endDate !== null) + Number(forever);
  if (kinds !== 1) return 'needs one period: an instant, a start and an end date, or forever';
  if (forever) return { forever: true };
  if (instant !== null) return isIsoDate(instant) ? { instant } : 'has an instant that is not a calendar date (YYYY-MM-DD)';
  if (startDate === null || endDate === null) return 'needs both a start and an end date';
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return 'has a date that is not a calendar date (YYYY-MM-DD)';
  if (endDate < startDate) return 'ends before it starts';
  return { startDate, endDate };
}

function readUnit(id: string, unit: Record<string, unknown>, resolves: (qname: unknown) => boolean): Resolved<IxUnit> {
  if (!isNcName(id)) return { problem: `unit id ${shown(id)} is not an XML name` };
  const list = (value: unknown) => (typeof value === 'string' ? [value] : array(value).map(text));
  const denominator = list(unit.denominator);
  const numerator = denominator.length > 0 ? list(unit.numerator) : list(unit.measures ?? unit.numerator ?? unit.measure);
  if (numerator.length === 0) return { problem: `unit ${id} has no measure` };
  if (numerator.length + denominator.length > 20) return { problem: `unit ${id} has more than 20 measures` };
  const bad = [...numerator, ...denominator].find((measure) => !resolves(measure?.trim()));
  if (bad !== undefined) return { problem: `unit ${id} has a measure that is not a QName of a declared namespace (${shown(bad)})` };
  return { ok: { id, numerator: numerator.map((m) => m!.trim()), denominator: denominator.map((m) => m!.trim()) } };
}
