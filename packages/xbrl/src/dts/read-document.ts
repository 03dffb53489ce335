import type { Location, QName } from '../model/instance.ts';
import type { XbrlMessage } from '../model/message.ts';
import { NS } from '../xml/namespaces.ts';
import { resolveQName } from '../xml/qname.ts';
import { attribute, streamXml, type XmlElement } from '../xml/stream-xml.ts';
import type { ArcroleType, Concept, Facets, Particle, Resource, RoleType, TypeDefinition } from './model.ts';
import type { RawArc, RawExtendedLink, RawSimpleLink } from './raw-link.ts';
import { LINK, XBRLI, XSD } from './standard-taxonomy.ts';

/** A concept declaration before its substitution group and type chain are resolved across the DTS. */
export type DeclaredElement = Omit<Concept, 'kind' | 'typeInfo'>;

/** What a schema reference in a document points at, and how it was made (for discovery rules). */
export interface DocumentReference {
  href: string;
  via: 'import' | 'include' | 'linkbaseRef' | 'loc' | 'roleRef' | 'arcroleRef';
  /** The namespace an xsd:import declares. */
  namespace?: string;
  location: Location;
}

/** Everything one schema or linkbase document says, read in one streaming pass. */
export interface DocumentContent {
  url: string;
  /** The root element: xsd:schema, link:linkbase, or something else (then not a DTS document). */
  root?: QName;
  targetNamespace?: string;
  elements: DeclaredElement[];
  types: TypeDefinition[];
  roleTypes: RoleType[];
  arcroleTypes: ArcroleType[];
  references: DocumentReference[];
  simpleLinks: RawSimpleLink[];
  extendedLinks: RawExtendedLink[];
  /** Element ids and element() child sequences ('/1/3/2') to what they identify, for locators. */
  ids: Map<string, Target>;
  paths: Map<string, Target>;
  idPaths: Map<string, string>;
  /** Top-level xsd:element names declared more than once. */
  duplicateElements: string[];
  /** Whether a linkbase element was met, at the root or inside appinfo. */
  hasLinkbase: boolean;
  /** xml:lang and xml:space values outside their types (the XML namespace schema's). */
  invalidXmlAttributes: { name: string; value: string; location: Location }[];
  /** xsd:redefine elements, which XBRL 2.1 §5.1 forbids. */
  redefines: Location[];
  /** Where schema-level XBRL elements (roleType, arcroleType, linkbaseRef, linkbase) sit outside xsd:appinfo. */
  misplaced: { element: string; location: Location }[];
}

export type Target = { kind: 'concept'; name: QName } | { kind: 'resource'; resource: Resource } | { kind: 'other'; element: QName };

interface Frame {
  element: XmlElement;
  base: string;
  /** Child count so far, for element() child sequences. */
  children: number;
  path: string;
}

/**
 * Reads a schema or linkbase document with one streaming pass: concept and type declarations,
 * roleTypes and arcroleTypes, schema imports, linkbaseRefs and the extended links of linkbases
 * (standalone or embedded in appinfo). Cross-document meaning is left to discovery.
 */
export function readDocument(bytes: Uint8Array, url: string): { content: DocumentContent; messages: XbrlMessage[] } {
  const content: DocumentContent = {
    url,
    elements: [],
    types: [],
    roleTypes: [],
    arcroleTypes: [],
    references: [],
    simpleLinks: [],
    extendedLinks: [],
    ids: new Map(),
    paths: new Map(),
    idPaths: new Map(),
    duplicateElements: [],
    hasLinkbase: false,
    invalidXmlAttributes: [],
    redefines: [],
    misplaced: [],
  };
  const frames: Frame[] = [];
  const typeStack: { type: TypeDefinition; particles: Extract<Particle, { items: Particle[] }>[] }[] = [];
  let element: DeclaredElement | undefined;
  let roleType: RoleType | ArcroleType | undefined;
  let link: RawExtendedLink | undefined;
  let resource: { resource: Resource; depth: number } | undefined;
  let text = '';
  let textWanted = false;
  const seen = new Set<string>();
  // Ordinal of the linkbase element being read: roleRefs are unique per linkbase, not per document.
  let linkbaseIndex = 0;

  const qname = (el: XmlElement, value: string | undefined): QName | undefined =>
    value === undefined ? undefined : (resolveQName(value, el.scope) ?? { namespace: '', localName: value.trim() });
  const occurs = (el: XmlElement) => {
    const max = attribute(el, 'maxOccurs');
    return { min: Number(attribute(el, 'minOccurs') ?? '1'), max: max === 'unbounded' ? Number.POSITIVE_INFINITY : Number(max ?? '1') };
  };
  const register = (frame: Frame, target: Target) => {
    const id = attribute(frame.element, 'id');
    if (id !== undefined) {
      content.ids.set(id, target);
      content.idPaths.set(id, frame.path);
    }
    content.paths.set(frame.path, target);
  };

  const messages = streamXml(bytes, url, {
    startElement(el) {
      const parent = frames[frames.length - 1];
      const xmlBase = attribute(el, 'base', NS.xml);
      let base = parent?.base ?? url;
      if (xmlBase !== undefined) {
        try {
          base = new URL(xmlBase, base).href;
        } catch {
          // An unusable xml:base leaves the base as it was; the href check reports what fails.
        }
      }
      const index = parent ? ++parent.children : 1;
      const frame: Frame = { element: el, base, children: 0, path: `${parent?.path ?? ''}/${index}` };
      frames.push(frame);
      if (!parent) content.root = { namespace: el.namespace, localName: el.localName };
      const href = (value: string | undefined) => {
        if (value === undefined) return undefined;
        try {
          return new URL(value, base).href;
        } catch {
          return value;
        }
      };
      const lang = attribute(el, 'lang', NS.xml);
      if (lang !== undefined && lang !== '' && !LANGUAGE.test(lang))
        content.invalidXmlAttributes.push({ name: 'xml:lang', value: lang, location: el.location });
      const space = attribute(el, 'space', NS.xml);
      if (space !== undefined && space !== 'default' && space !== 'preserve')
        content.invalidXmlAttributes.push({ name: 'xml:space', value: space, location: el.location });
      const id = attribute(el, 'id');
      // Paths are kept only for what locators may point at (and ids, which element(id/n) starts from).
      if (id !== undefined && !content.ids.has(id))
        register(frame, { kind: 'other', element: { namespace: el.namespace, localName: el.localName } });

      if (el.namespace === XSD) {
        const local = el.localName;
        if (local === 'schema' && !parent) content.targetNamespace = attribute(el, 'targetNamespace');
        else if (local === 'redefine') content.redefines.push(el.location);
        else if (local === 'import' || local === 'include') {
          const location = attribute(el, 'schemaLocation');
          const ns = attribute(el, 'namespace');
          if (location !== undefined)
            content.references.push({
              href: href(location)!,
              via: local,
              ...(ns !== undefined ? { namespace: ns } : {}),
              location: el.location,
            });
        } else if (local === 'element' && parent?.element.localName === 'schema' && parent.element.namespace === XSD) {
          const name = attribute(el, 'name') ?? '';
          if (seen.has(name)) content.duplicateElements.push(name);
          seen.add(name);
          const other: Record<string, string> = {};
          for (const a of el.attributes) if (a.namespace !== '' && a.namespace !== XBRLI) other[`{${a.namespace}}${a.localName}`] = a.value;
          const type = qname(el, attribute(el, 'type'));
          const substitutionGroup = qname(el, attribute(el, 'substitutionGroup'));
          const periodType = attribute(el, 'periodType', XBRLI);
          const balance = attribute(el, 'balance', XBRLI);
          const defaultValue = attribute(el, 'fixed') ?? attribute(el, 'default');
          element = {
            name: { namespace: content.targetNamespace ?? '', localName: name },
            ...(id !== undefined ? { id } : {}),
            ...(type ? { type } : {}),
            ...(substitutionGroup ? { substitutionGroup } : {}),
            ...(periodType !== undefined ? { periodType } : {}),
            ...(balance !== undefined ? { balance } : {}),
            ...(defaultValue !== undefined ? { defaultValue } : {}),
            abstract: attribute(el, 'abstract') === 'true' || attribute(el, 'abstract') === '1',
            nillable: attribute(el, 'nillable') === 'true' || attribute(el, 'nillable') === '1',
            otherAttributes: other,
            location: el.location,
          };
          content.elements.push(element);
          register(frame, { kind: 'concept', name: element.name });
        } else if (local === 'simpleType' || local === 'complexType') {
          const name = attribute(el, 'name');
          const mixed = attribute(el, 'mixed') === 'true';
          const type: TypeDefinition = {
            ...(name !== undefined ? { name: { namespace: content.targetNamespace ?? '', localName: name } } : {}),
            derivation: 'none',
            content: local === 'simpleType' ? 'simple' : mixed ? 'mixed' : 'empty',
            facets: {},
            attributes: [],
            anyAttribute: false,
            location: el.location,
          };
          // Anonymous types belong to the element declaration they sit in (only a top-level one matters).
          if (name === undefined && element && typeStack.length === 0 && parent?.element.localName === 'element')
            element.anonymousType = type;
          typeStack.push({ type, particles: [] });
        } else if (typeStack.length > 0) {
          readTypePart(el, typeStack[typeStack.length - 1]!, qname, occurs, content.targetNamespace ?? '');
        }
      }

      if (el.namespace === LINK) {
        const local = el.localName;
        if (local === 'linkbase') {
          content.hasLinkbase = true;
          linkbaseIndex++;
        }
        const inSchema = content.root?.namespace === XSD && content.root.localName === 'schema';
        const appinfo = parent?.element.namespace === XSD && parent.element.localName === 'appinfo';
        if (
          inSchema &&
          !appinfo &&
          ['roleType', 'arcroleType', 'linkbaseRef', 'linkbase'].includes(local) &&
          frames.every((f) => f.element.localName !== 'linkbase' || f === frame)
        )
          content.misplaced.push({ element: el.name, location: el.location });
        if (local === 'roleType' || local === 'arcroleType') {
          const uri = attribute(el, local === 'roleType' ? 'roleURI' : 'arcroleURI') ?? '';
          roleType = { roleURI: uri, ...(id !== undefined ? { id } : {}), usedOn: [], location: el.location };
          if (local === 'arcroleType') {
            (roleType as ArcroleType).cyclesAllowed = (attribute(el, 'cyclesAllowed') ?? 'any') as ArcroleType['cyclesAllowed'];
            content.arcroleTypes.push(roleType as ArcroleType);
          } else content.roleTypes.push(roleType);
        } else if (roleType && (local === 'definition' || local === 'usedOn')) {
          text = '';
          textWanted = true;
        }
      }

      const xlinkType = attribute(el, 'type', NS.xlink);
      if (xlinkType === 'extended') {
        link = {
          element: { namespace: el.namespace, localName: el.localName },
          ...optional('role', attribute(el, 'role', NS.xlink)),
          documentUrl: url,
          embedded: content.root?.localName === 'schema',
          members: [],
          arcs: [],
          location: el.location,
        };
        content.extendedLinks.push(link);
      } else if (xlinkType === 'locator' && link) {
        const target = href(attribute(el, 'href', NS.xlink)) ?? '';
        link.members.push({ kind: 'locator', label: attribute(el, 'label', NS.xlink) ?? '', href: target, location: el.location });
        // Only link:loc discovers documents (XBRL 2.1 §3.2); custom locators do not.
        if (el.namespace === LINK && el.localName === 'loc') content.references.push({ href: target, via: 'loc', location: el.location });
      } else if (xlinkType === 'resource' && link) {
        const lang = attribute(el, 'lang', NS.xml) ?? inheritedLang(frames);
        const res: Resource = {
          element: { namespace: el.namespace, localName: el.localName },
          ...optional('role', attribute(el, 'role', NS.xlink)),
          ...optional('lang', lang),
          ...optional('id', id),
          text: '',
          location: el.location,
        };
        link.members.push({ kind: 'resource', label: attribute(el, 'label', NS.xlink) ?? '', resource: res });
        resource = { resource: res, depth: frames.length };
        register(frame, { kind: 'resource', resource: res });
      } else if (xlinkType === 'arc' && link) {
        link.arcs.push(readArc(el));
      } else if (xlinkType === 'simple') {
        const simple: RawSimpleLink = {
          element: { namespace: el.namespace, localName: el.localName },
          href: href(attribute(el, 'href', NS.xlink)) ?? '',
          ...optional('role', attribute(el, 'role', NS.xlink)),
          ...optional('arcrole', attribute(el, 'arcrole', NS.xlink)),
          ...optional('uri', attribute(el, 'roleURI') ?? attribute(el, 'arcroleURI')),
          linkbase: linkbaseIndex,
          location: el.location,
        };
        content.simpleLinks.push(simple);
        const via =
          el.namespace === LINK
            ? ({ linkbaseRef: 'linkbaseRef', roleRef: 'roleRef', arcroleRef: 'arcroleRef' } as const)[el.localName as 'roleRef']
            : undefined;
        if (via) content.references.push({ href: simple.href, via, location: el.location });
      }
    },
    endElement(el) {
      const frame = frames.pop()!;
      if (resource && frames.length < resource.depth) {
        resource.resource.text = text;
        resource = undefined;
        textWanted = false;
        text = '';
      }
      if (el.namespace === XSD) {
        if (el.localName === 'element' && element && frames.length === 1) element = undefined;
        else if (el.localName === 'simpleType' || el.localName === 'complexType') {
          const done = typeStack.pop()!;
          if (done.type.name) content.types.push(done.type);
          else if (typeStack.length > 0) {
            // A nested anonymous simple type (inside a restriction or attribute) stands for its base.
            const outer = typeStack[typeStack.length - 1]!.type;
            if (!outer.base && done.type.base) outer.base = done.type.base;
          }
        } else if (['sequence', 'choice', 'all'].includes(el.localName) && typeStack.length > 0) {
          const entry = typeStack[typeStack.length - 1]!;
          const group = entry.particles.pop();
          if (group) {
            const outer = entry.particles[entry.particles.length - 1];
            if (outer) outer.items.push(group);
            else entry.type.particles = group;
          }
        }
      }
      if (el.namespace === LINK && roleType) {
        if (el.localName === 'definition') roleType.definition = text.trim();
        else if (el.localName === 'usedOn') {
          const used = resolveQName(text, el.scope);
          if (used) roleType.usedOn.push(used);
        } else if (el.localName === 'roleType' || el.localName === 'arcroleType') roleType = undefined;
        textWanted = false;
        text = '';
      }
      if (attribute(el, 'type', NS.xlink) === 'extended') link = undefined;
      void frame;
    },
    text(chunk) {
      if (textWanted || resource) text += chunk;
    },
  });

  return { content, messages };

  function readArc(el: XmlElement): RawArc {
    const other: Record<string, string> = {};
    for (const a of el.attributes) {
      if (a.namespace === NS.xlink || a.namespace === NS.xml) continue;
      if (a.namespace === '' && (a.localName === 'use' || a.localName === 'priority')) continue;
      other[a.namespace ? `{${a.namespace}}${a.localName}` : a.localName] = a.value;
    }
    return {
      element: { namespace: el.namespace, localName: el.localName },
      from: attribute(el, 'from', NS.xlink) ?? '',
      to: attribute(el, 'to', NS.xlink) ?? '',
      ...optional('arcrole', attribute(el, 'arcrole', NS.xlink)),
      ...optional('order', attribute(el, 'order')),
      ...optional('weight', attribute(el, 'weight')),
      ...optional('priority', attribute(el, 'priority')),
      ...optional('use', attribute(el, 'use')),
      ...optional('preferredLabel', attribute(el, 'preferredLabel')),
      otherAttributes: other,
      location: el.location,
    };
  }
}

function inheritedLang(frames: Frame[]): string | undefined {
  for (let i = frames.length - 1; i >= 0; i--) {
    const lang = attribute(frames[i]!.element, 'lang', NS.xml);
    if (lang !== undefined) return lang;
  }
  return undefined;
}

function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: string };
}

const LANGUAGE = /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/;

const FACETS = new Set([
  'enumeration',
  'pattern',
  'minInclusive',
  'maxInclusive',
  'minExclusive',
  'maxExclusive',
  'length',
  'minLength',
  'maxLength',
  'totalDigits',
  'fractionDigits',
]);

/** One child of a type under construction: derivation, facet, attribute or content particle. */
function readTypePart(
  el: XmlElement,
  entry: { type: TypeDefinition; particles: Extract<Particle, { items: Particle[] }>[] },
  qname: (el: XmlElement, v: string | undefined) => QName | undefined,
  occurs: (el: XmlElement) => { min: number; max: number },
  targetNamespace: string,
): void {
  const { type, particles } = entry;
  const local = el.localName;
  if (local === 'restriction' || local === 'extension') {
    type.derivation = local;
    const base = qname(el, attribute(el, 'base'));
    if (base) type.base = base;
  } else if (local === 'list') type.derivation = 'list';
  else if (local === 'union') type.derivation = 'union';
  else if (local === 'simpleContent') type.content = 'simple';
  else if (local === 'complexContent') {
    if (type.content === 'empty') type.content = attribute(el, 'mixed') === 'true' ? 'mixed' : 'empty';
  } else if (FACETS.has(local)) {
    const value = attribute(el, 'value') ?? '';
    const facets: Facets = type.facets;
    if (local === 'enumeration') facets.enumeration = [...(facets.enumeration ?? []), value];
    else if (local === 'pattern') facets.pattern = [...(facets.pattern ?? []), value];
    else if (local === 'length' || local === 'minLength' || local === 'maxLength' || local === 'totalDigits' || local === 'fractionDigits')
      facets[local] = Number(value);
    else facets[local as 'minInclusive'] = value;
  } else if (local === 'attribute') {
    const name = qname(el, attribute(el, 'ref')) ?? { namespace: '', localName: attribute(el, 'name') ?? '' };
    const fixed = attribute(el, 'fixed');
    const dflt = attribute(el, 'default');
    type.attributes.push({
      name,
      required: attribute(el, 'use') === 'required',
      ...optional('fixed', fixed),
      ...optional('default', dflt),
    });
  } else if (local === 'anyAttribute') type.anyAttribute = true;
  else if (local === 'sequence' || local === 'choice' || local === 'all') {
    if (type.content === 'empty') type.content = 'complex';
    particles.push({ kind: local, items: [], ...occurs(el) });
  } else if (local === 'element' && particles.length > 0) {
    const ref = qname(el, attribute(el, 'ref')) ?? { namespace: targetNamespace, localName: attribute(el, 'name') ?? '' };
    const local = attribute(el, 'ref') === undefined;
    particles[particles.length - 1]!.items.push({ kind: 'element', ref, ...occurs(el), local });
  } else if (local === 'any' && particles.length > 0) {
    const ns = attribute(el, 'namespace');
    particles[particles.length - 1]!.items.push({ kind: 'any', ...occurs(el), ...optional('namespace', ns) });
  }
}
