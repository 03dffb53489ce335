import type { ArcroleType, Concept, Dts, Particle, RoleType } from '../dts/model.ts';
import { LINK, XBRLI, XL, XLINK } from '../dts/standard-taxonomy.ts';
import { isNCName } from '../xml/qname.ts';
import type { Report } from './report.ts';

const XBRL_NAMESPACES = new Set([XBRLI, LINK, XLINK, XL]);

/**
 * Taxonomy schema rules (XBRL 2.1 §5.1): items have a periodType and tuples none; balance only on
 * monetary items; item types have simple content (fractions aside); tuples are complex content
 * made of references to items and tuples, without mixed content or XBRL attributes; no
 * redefine, no empty targetNamespace; roleType and arcroleType declarations well formed and, when
 * repeated, equivalent.
 */
export function checkSchemas(dts: Dts, report: Report): void {
  for (const content of dts.contents.values()) {
    if (content.targetNamespace === '')
      report.error('xbrl.5.1.targetNamespaceEmpty', `The schema ${content.url} has an empty targetNamespace.`, { file: content.url });
    for (const location of content.redefines)
      report.error('xbrl.5.1.redefine', `${content.url} uses xsd:redefine, which XBRL 2.1 forbids.`, location);
    for (const m of content.misplaced)
      report.error(
        'xbrl.5.1.notInAppinfo',
        `${m.element} in ${content.url} is not inside xsd:appinfo, where XBRL 2.1 requires it.`,
        m.location,
      );
    for (const a of content.invalidXmlAttributes)
      report.error('xml.attributeInvalid', `${a.name}="${a.value}" in ${content.url} is not a valid value.`, a.location);
    for (const name of content.duplicateElements)
      report.error('xbrl.5.1.duplicateElement', `${content.url} declares the element ${name} twice.`, { file: content.url });
  }
  for (const concept of dts.concepts.values()) checkConcept(concept, dts, report);
  checkRoleTypes(dts.roleTypes, 'roleType', report);
  checkRoleTypes(dts.arcroleTypes, 'arcroleType', report);
}

function checkConcept(concept: Concept, dts: Dts, report: Report): void {
  const name = concept.name.localName;
  const at = concept.location;
  if (concept.kind === 'item') {
    if (concept.periodType === undefined) report.error('xbrl.5.1.1.1.periodTypeMissing', `The item ${name} has no xbrli:periodType.`, at);
    else if (concept.periodType !== 'instant' && concept.periodType !== 'duration')
      report.error('xbrl.5.1.1.1.periodTypeInvalid', `The item ${name} has xbrli:periodType="${concept.periodType}".`, at);
    if (concept.balance !== undefined && concept.typeInfo.xbrliType !== 'monetaryItemType')
      report.error('xbrl.5.1.1.2.balanceNotMonetary', `The item ${name} has xbrli:balance but its type is not monetary.`, at);
    if (concept.balance !== undefined && concept.balance !== 'debit' && concept.balance !== 'credit')
      report.error('xbrl.5.1.1.2.balanceInvalid', `The item ${name} has xbrli:balance="${concept.balance}".`, at);
    if (concept.typeInfo.complexContent)
      report.error('xbrl.5.1.1.3.itemComplexContent', `The item ${name} has a type with complex content; only fractionItemType may.`, at);
    return;
  }
  if (concept.periodType !== undefined)
    report.error('xbrl.5.1.1.1.tuplePeriodType', `The tuple ${name} must not have xbrli:periodType.`, at);
  if (concept.balance !== undefined) report.error('xbrl.5.1.1.2.tupleBalance', `The tuple ${name} must not have xbrli:balance.`, at);
  const type = concept.anonymousType ?? (concept.type ? dts.types.get(`{${concept.type.namespace}}${concept.type.localName}`) : undefined);
  if (!type) return;
  if (type.content === 'simple')
    report.error('xbrl.4.9.tupleSimpleContent', `The tuple ${name} has simple content; tuples contain facts.`, at);
  if (type.content === 'mixed') report.error('xbrl.4.9.tupleMixed', `The tuple ${name} has mixed content.`, at);
  for (const a of type.attributes)
    if (XBRL_NAMESPACES.has(a.name.namespace))
      report.error(
        'xbrl.4.9.tupleXbrlAttribute',
        `The tuple ${name} declares the attribute ${a.name.localName} of the ${a.name.namespace} namespace.`,
        at,
      );
  if (type.particles) checkTupleParticle(type.particles, name, dts, report, at);
}

function checkTupleParticle(particle: Particle, tuple: string, dts: Dts, report: Report, at: Concept['location']): void {
  // Wildcards are allowed in tuples (XBRL 2.1 §4.9, erratum 2.8).
  if (particle.kind === 'any') return;
  if (particle.kind === 'element') {
    const key = `{${particle.ref.namespace}}${particle.ref.localName}`;
    if (particle.local)
      report.error(
        'xbrl.4.9.tupleLocalElement',
        `The tuple ${tuple} declares the child ${particle.ref.localName} locally; it must reference a global item or tuple.`,
        at,
      );
    else if (dts.elements.has(key) && !dts.concepts.has(key))
      report.error(
        'xbrl.4.9.tupleChildNotFact',
        `The tuple ${tuple} contains ${particle.ref.localName}, which is neither an item nor a tuple.`,
        at,
      );
    return;
  }
  for (const item of particle.items) checkTupleParticle(item, tuple, dts, report, at);
}

function checkRoleTypes(types: Map<string, (RoleType | ArcroleType)[]>, kind: 'roleType' | 'arcroleType', report: Report): void {
  const uriName = kind === 'roleType' ? 'roleURI' : 'arcroleURI';
  for (const [uri, declarations] of types) {
    for (const d of declarations) {
      if (uri.trim() === '') report.error(`xbrl.5.1.3.${kind}UriMissing`, `A ${kind} has no ${uriName}.`, d.location);
      // Only arcroleURI must be absolute: the 2008 errata dropped the rule for roleURI (suite 161-05).
      else if (kind === 'arcroleType' && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(uri))
        report.error(`xbrl.5.1.3.${kind}UriNotAbsolute`, `The ${kind} ${uri} does not have an absolute URI.`, d.location);
      if (d.id !== undefined && !isNCName(d.id))
        report.error(`xbrl.5.1.3.${kind}Id`, `The ${kind} ${uri} has the id "${d.id}", which is not an NCName.`, d.location);
      if ('cyclesAllowed' in d && !['any', 'undirected', 'none'].includes(d.cyclesAllowed))
        report.error('xbrl.5.1.4.cyclesAllowed', `The arcroleType ${uri} has cyclesAllowed="${d.cyclesAllowed}".`, d.location);
      const used = d.usedOn.map((q) => `{${q.namespace}}${q.localName}`);
      if (new Set(used).size !== used.length)
        report.error(`xbrl.5.1.3.${kind}UsedOnDuplicate`, `The ${kind} ${uri} names the same usedOn element twice.`, d.location);
    }
    const files = declarations.map((d) => d.location.file);
    if (new Set(files).size !== files.length)
      report.error(`xbrl.5.1.3.${kind}Duplicate`, `The ${kind} ${uri} is declared twice in the same schema.`, declarations[0]!.location);
    const signature = (d: RoleType | ArcroleType) =>
      [
        (d.definition ?? '').trim(),
        'cyclesAllowed' in d ? d.cyclesAllowed : '',
        d.usedOn
          .map((q) => `{${q.namespace}}${q.localName}`)
          .sort()
          .join(' '),
      ].join('|');
    if (new Set(declarations.map(signature)).size > 1)
      report.error(
        `xbrl.5.1.3.${kind}NotEquivalent`,
        `The ${kind} ${uri} is declared more than once with different definitions or usedOn.`,
        declarations[1]!.location,
      );
  }
}
