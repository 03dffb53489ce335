import type { Location } from '../model/instance.ts';
import type { XbrlMessage } from '../model/message.ts';
import { clark } from '../xml/qname.ts';
import { pointerTarget } from './locator.ts';
import type { ArcroleType, ClarkName, Concept, Dts, DtsDocument, Endpoint, Relationship, RoleType, TypeDefinition } from './model.ts';
import { type DocumentContent, type DocumentReference, readDocument } from './read-document.ts';
import { resolveRelationships } from './relationships.ts';
import type { Resolver } from './resolver.ts';
import { isStandardSchema, LINK, STANDARD_LINK_ROLE, STANDARD_SUBSTITUTION, taxonomyForNamespace, XSD } from './standard-taxonomy.ts';
import { typeInfo } from './type-info.ts';

/**
 * Discovers the DTS of entry documents (XBRL 2.1 §3.2): schemas by xsd:import and xsd:include,
 * linkbases by linkbaseRef (and those embedded in appinfo), the documents locators, roleRefs and
 * arcroleRefs point at. Reads every document once, streaming. A document that cannot be resolved
 * is reported once ('dts.unresolvedSchema') and the rest is still discovered. A `documentCache`
 * shared between calls reads each document once (what was read is never changed afterwards).
 */
export async function discoverDts(
  entryUrls: string[],
  resolver: Resolver,
  options: { documentCache?: Map<string, ReturnType<typeof readDocument>> } = {},
): Promise<{ dts: Dts; messages: XbrlMessage[] }> {
  const messages: XbrlMessage[] = [];
  const unresolvedUrls: string[] = [];
  const contents = new Map<string, DocumentContent>();
  const queued = new Set<string>();
  const queue: { url: string; reference?: DocumentReference }[] = [];
  const enqueue = (href: string, reference?: DocumentReference) => {
    const url = href.split('#')[0]!;
    if (url === '' || queued.has(url)) return;
    queued.add(url);
    queue.push({ url, ...(reference ? { reference } : {}) });
  };
  for (const url of entryUrls) enqueue(url);

  while (queue.length > 0) {
    const { url, reference } = queue.shift()!;
    if (isStandardSchema(url)) continue;
    let read = options.documentCache?.get(url);
    if (!read) {
      const bytes = await resolver.resolve(url);
      if (!bytes) {
        messages.push(unresolved(url, reference));
        unresolvedUrls.push(url);
        continue;
      }
      read = readDocument(bytes, url);
      options.documentCache?.set(url, read);
    }
    const { content, messages: parseMessages } = read;
    messages.push(...parseMessages);
    contents.set(url, content);
    checkDocumentKind(content, reference, messages);
    for (const ref of content.references) enqueue(ref.href, ref);
  }

  const dts = assemble(entryUrls, unresolvedUrls, contents, messages);
  return { dts, messages };
}

function unresolved(url: string, reference: DocumentReference | undefined): XbrlMessage {
  const provider = reference?.namespace ? taxonomyForNamespace(reference.namespace) : undefined;
  return {
    ruleId: 'dts.unresolvedSchema',
    severity: 'error',
    message:
      `The document ${url} could not be resolved offline` +
      (provider ? `; it belongs to ${provider}: add its taxonomy package to resolve it.` : '.') +
      ' The rest of the DTS was discovered and validated without it.',
    ...(reference ? { location: reference.location } : {}),
  };
}

const isSchema = (c: DocumentContent) => c.root?.namespace === XSD && c.root.localName === 'schema';

/** A schema reference must reach a schema and a linkbaseRef a linkbase (XBRL 2.1 §3.2, §4.3.2). */
function checkDocumentKind(content: DocumentContent, reference: DocumentReference | undefined, messages: XbrlMessage[]): void {
  if (!content.root) return;
  if (!reference) {
    // An entry point is a schema or a linkbase itself, not a document that merely contains one.
    if (!isSchema(content) && !(content.root.namespace === LINK && content.root.localName === 'linkbase'))
      messages.push({
        ruleId: 'xbrl.3.2.entryNotTaxonomy',
        severity: 'error',
        message: `The entry point ${content.url} is neither a schema nor a linkbase (its root is ${content.root.localName}).`,
        location: { file: content.url },
      });
    return;
  }
  const schemaExpected = reference.via === 'import' || reference.via === 'include';
  if (schemaExpected && !isSchema(content))
    messages.push({
      ruleId: 'xbrl.3.2.schemaExpected',
      severity: 'error',
      message: `${content.url} is referenced by xsd:${reference.via} but is not an XML schema (its root is ${content.root.localName}).`,
      location: reference.location,
    });
  if (reference.via === 'linkbaseRef' && !content.hasLinkbase)
    messages.push({
      ruleId: 'xbrl.4.3.2.linkbaseExpected',
      severity: 'error',
      message: `The linkbaseRef to ${content.url} does not reach a linkbase (its root is ${content.root.localName}).`,
      location: reference.location,
    });
}

function assemble(entryUrls: string[], unresolvedUrls: string[], contents: Map<string, DocumentContent>, messages: XbrlMessage[]): Dts {
  const types = new Map<ClarkName, TypeDefinition>();
  const documents = new Map<string, DtsDocument>();
  const roleTypes = new Map<string, RoleType[]>();
  const arcroleTypes = new Map<string, ArcroleType[]>();
  for (const content of contents.values()) {
    for (const t of content.types) if (t.name) types.set(clark(t.name), t);
    for (const r of content.roleTypes) roleTypes.set(r.roleURI, [...(roleTypes.get(r.roleURI) ?? []), r]);
    for (const r of content.arcroleTypes) arcroleTypes.set(r.roleURI, [...(arcroleTypes.get(r.roleURI) ?? []), r]);
    documents.set(content.url, {
      url: content.url,
      kind: isSchema(content) ? 'schema' : 'linkbase',
      ...(content.targetNamespace !== undefined ? { targetNamespace: content.targetNamespace } : {}),
      roleRefs: content.simpleLinks
        .filter((l) => l.element.namespace === LINK && (l.element.localName === 'roleRef' || l.element.localName === 'arcroleRef'))
        .map((l) => ({
          uri: l.uri ?? '',
          href: l.href,
          arcrole: l.element.localName === 'arcroleRef',
          linkbase: l.linkbase,
          location: l.location,
        })),
    });
  }

  // Every global element declaration, then the concepts among them: members of the item or tuple group.
  const declared = new Map<ClarkName, Concept>();
  for (const content of contents.values()) {
    if (!isSchema(content)) continue;
    for (const e of content.elements) {
      const info = typeInfo(e.anonymousType ?? e.type, types);
      declared.set(clark(e.name), { ...e, kind: 'other', typeInfo: info });
    }
  }
  const groupOf = (key: ClarkName, seen = new Set<ClarkName>()): 'item' | 'tuple' | 'other' => {
    const standard = STANDARD_SUBSTITUTION[key];
    if (standard) return standard;
    const e = declared.get(key);
    if (!e?.substitutionGroup || seen.has(key)) return 'other';
    seen.add(key);
    return groupOf(clark(e.substitutionGroup), seen);
  };
  const concepts = new Map<ClarkName, Concept>();
  for (const [key, e] of declared) {
    e.kind = e.substitutionGroup ? groupOf(clark(e.substitutionGroup)) : 'other';
    if (e.kind !== 'other') concepts.set(key, e);
  }

  const arcs = buildRelationships(contents, messages);
  return {
    entryUrls,
    unresolvedUrls,
    documents,
    concepts,
    types,
    elements: declared,
    roleTypes,
    arcroleTypes,
    arcs,
    relationships: resolveRelationships(arcs),
    links: [...contents.values()].flatMap((c) => c.extendedLinks),
    simpleLinks: [...contents.values()].flatMap((c) => c.simpleLinks.map((link) => ({ ...link, documentUrl: c.url }))),
    contents,
  };
}

/** Arcs of every extended link as relationships between what their locators and resources stand for. */
function buildRelationships(contents: Map<string, DocumentContent>, messages: XbrlMessage[]): Relationship[] {
  const arcs: Relationship[] = [];
  for (const content of contents.values()) {
    for (const link of content.extendedLinks) {
      const byLabel = new Map<string, Endpoint[]>();
      for (const member of link.members) {
        let endpoint: Endpoint | undefined;
        if (member.kind === 'resource') endpoint = { kind: 'resource', resource: member.resource };
        else {
          const target = pointerTarget(member.href, contents);
          if (target.error) {
            messages.push(locatorError(member.href, target.error, member.location));
            continue;
          }
          endpoint = target.endpoint;
        }
        if (endpoint) byLabel.set(member.label, [...(byLabel.get(member.label) ?? []), endpoint]);
      }
      const linkRole = link.role ?? STANDARD_LINK_ROLE;
      for (const arc of link.arcs) {
        const froms = byLabel.get(arc.from) ?? [];
        const tos = byLabel.get(arc.to) ?? [];
        for (const from of froms)
          for (const to of tos) {
            const weight = arc.weight === undefined ? undefined : Number(arc.weight);
            arcs.push({
              arcrole: arc.arcrole ?? '',
              linkRole,
              link: link.element,
              arc: arc.element,
              from,
              to,
              order: arc.order === undefined ? 1 : Number(arc.order),
              ...(weight !== undefined ? { weight } : {}),
              priority: arc.priority === undefined ? 0 : Number(arc.priority),
              use: arc.use === 'prohibited' ? 'prohibited' : 'optional',
              ...(arc.preferredLabel !== undefined ? { preferredLabel: arc.preferredLabel } : {}),
              otherAttributes: arc.otherAttributes,
              location: arc.location,
            });
          }
      }
    }
  }
  return arcs;
}

function locatorError(href: string, error: string, location: Location): XbrlMessage {
  return { ruleId: 'xbrl.3.5.3.7.2.locatorHref', severity: 'error', message: `The locator href "${href}" ${error}.`, location };
}
