import { pointerTarget } from '../dts/locator.ts';
import type { Dts, Endpoint } from '../dts/model.ts';
import type { RawExtendedLink } from '../dts/raw-link.ts';
import { LINK, STANDARD_ARCROLES, STANDARD_LINK_ROLE, STANDARD_LINKS, STANDARD_RESOURCE_ROLES } from '../dts/standard-taxonomy.ts';
import type { QName } from '../model/instance.ts';
import type { Report } from './report.ts';

const LINKBASE_ARCROLE = 'http://www.w3.org/1999/xlink/properties/linkbase';
const LINKBASE_REF_ROLES: Readonly<Record<string, string>> = {
  'http://www.xbrl.org/2003/role/labelLinkbaseRef': 'labelLink',
  'http://www.xbrl.org/2003/role/referenceLinkbaseRef': 'referenceLink',
  'http://www.xbrl.org/2003/role/definitionLinkbaseRef': 'definitionLink',
  'http://www.xbrl.org/2003/role/presentationLinkbaseRef': 'presentationLink',
  'http://www.xbrl.org/2003/role/calculationLinkbaseRef': 'calculationLink',
};

const qn = (q: QName) => `{${q.namespace}}${q.localName}`;

/**
 * Linkbase rules (XBRL 2.1 §3.5, §4.3, §5.2): linkbaseRefs and the links they reach; roleRef and
 * arcroleRef uniqueness and targets; custom roles and arcroles declared, referenced and used on
 * the elements they are declared for; XLink arc uniqueness; standard link locators pointing at
 * concepts; standard arcs between the right kinds of endpoints.
 */
export function checkLinkbases(dts: Dts, report: Report): void {
  checkLinkbaseRefs(dts, report);
  checkRoleRefs(dts, report);
  for (const link of dts.links) checkLink(link, dts, report);
}

function checkLinkbaseRefs(dts: Dts, report: Report): void {
  for (const ref of dts.simpleLinks) {
    if (ref.element.namespace !== LINK || ref.element.localName !== 'linkbaseRef') continue;
    if (ref.arcrole !== LINKBASE_ARCROLE)
      report.error(
        'xbrl.4.3.3.linkbaseRefArcrole',
        `The linkbaseRef to ${ref.href} has xlink:arcrole "${ref.arcrole ?? ''}"; it must be ${LINKBASE_ARCROLE}.`,
        ref.location,
      );
    if (ref.role === undefined) continue;
    const expected = LINKBASE_REF_ROLES[ref.role];
    const target = dts.contents.get(ref.href.split('#')[0]!);
    if (!expected || !target) continue;
    const other = target.extendedLinks.find((l) => l.element.namespace !== LINK || l.element.localName !== expected);
    if (other)
      report.error(
        'xbrl.4.3.4.linkbaseRefRole',
        `The linkbaseRef to ${ref.href} has the role ${ref.role}, but that linkbase contains ${other.element.localName} links.`,
        ref.location,
      );
  }
}

function checkRoleRefs(dts: Dts, report: Report): void {
  for (const doc of dts.documents.values()) {
    const seen = new Set<string>();
    for (const ref of doc.roleRefs) {
      const kind = ref.arcrole ? 'arcroleRef' : 'roleRef';
      const key = `${ref.linkbase} ${kind} ${ref.uri}`;
      if (seen.has(key)) report.error(`xbrl.3.5.2.${kind}Duplicate`, `${doc.url} has two ${kind} elements for ${ref.uri}.`, ref.location);
      seen.add(key);
      const [url, id] = ref.href.split('#');
      const target = dts.contents.get(url!);
      if (!target || id === undefined) continue;
      const declarations = ref.arcrole ? target.arcroleTypes : target.roleTypes;
      const pointed = declarations.find((d) => d.id === id);
      if (pointed && pointed.roleURI !== ref.uri)
        report.error(
          `xbrl.3.5.2.${kind}Target`,
          `The ${kind} for ${ref.uri} points at the declaration of ${pointed.roleURI}.`,
          ref.location,
        );
      if (!pointed && (ref.arcrole ? dts.arcroleTypes : dts.roleTypes).has(ref.uri) && !target.ids.has(id))
        report.error(
          `xbrl.3.5.2.${kind}Target`,
          `The ${kind} for ${ref.uri} points at "${ref.href}", which is not its declaration.`,
          ref.location,
        );
    }
  }
}

/**
 * A custom role or arcrole on a standard (link namespace) element must be declared for that element
 * and referenced in the document (XBRL 2.1 §3.5.2.4, §5.1.3); custom elements are free of this.
 */
function checkCustomUse(
  uri: string,
  used: QName,
  documentUrl: string,
  arcrole: boolean,
  dts: Dts,
  report: Report,
  location: RawExtendedLink['location'],
): void {
  if (used.namespace !== LINK) return;
  const kind = arcrole ? 'arcrole' : 'role';
  const doc = dts.documents.get(documentUrl);
  const ref = doc?.roleRefs.find((r) => r.arcrole === arcrole && r.uri === uri);
  // Declared in a document that could not be resolved: already reported as such.
  if (ref && dts.unresolvedUrls.includes(ref.href.split('#')[0]!)) return;
  const declarations = (arcrole ? dts.arcroleTypes : dts.roleTypes).get(uri);
  if (!declarations) {
    report.error(`xbrl.5.1.3.${kind}Undeclared`, `The ${kind} ${uri} used on ${used.localName} is not declared in the DTS.`, location);
    return;
  }
  if (!declarations.some((d) => d.usedOn.some((u) => qn(u) === qn(used))))
    report.error(
      `xbrl.5.1.3.${kind}UsedOn`,
      `The ${kind} ${uri} is used on ${used.localName}, which its declaration does not list in usedOn.`,
      location,
    );
  if (doc && !ref)
    report.error(
      `xbrl.3.5.2.${kind}RefMissing`,
      `${documentUrl} uses the ${kind} ${uri} without a ${kind}Ref to its declaration.`,
      location,
    );
}

function checkLink(link: RawExtendedLink, dts: Dts, report: Report): void {
  const standard = link.element.namespace === LINK ? STANDARD_LINKS[link.element.localName] : undefined;
  if (link.role !== undefined && link.role !== STANDARD_LINK_ROLE)
    checkCustomUse(link.role, link.element, link.documentUrl, false, dts, report, link.location);

  // What each label stands for: undefined where a locator reaches nothing (already reported).
  const endpoints = new Map<string, (Endpoint | undefined)[]>();
  for (const member of link.members) {
    if (member.kind === 'resource') {
      const role = member.resource.role;
      if (role !== undefined && STANDARD_RESOURCE_ROLES[role] === undefined)
        checkCustomUse(role, member.resource.element, link.documentUrl, false, dts, report, member.resource.location);
      else if (role !== undefined && standard?.resource && STANDARD_RESOURCE_ROLES[role] !== standard.resource)
        report.error(
          'xbrl.5.2.2.2.resourceRole',
          `The ${member.resource.element.localName} resource has the role ${role}, which is for ${STANDARD_RESOURCE_ROLES[role]} resources.`,
          member.resource.location,
        );
      endpoints.set(member.label, [...(endpoints.get(member.label) ?? []), { kind: 'resource', resource: member.resource }]);
    } else {
      endpoints.set(member.label, [...(endpoints.get(member.label) ?? []), pointerTarget(member.href, dts.contents).endpoint]);
    }
  }

  const pairs = new Set<string>();
  for (const arc of link.arcs) {
    const pair = `${arc.from}\u0000${arc.to}`;
    if (pairs.has(pair))
      report.error(
        'xlink.arcDuplicate',
        `Two arcs of the same ${link.element.localName} connect "${arc.from}" to "${arc.to}"; XLink forbids it.`,
        arc.location,
      );
    pairs.add(pair);
    if (!endpoints.has(arc.from) || !endpoints.has(arc.to))
      report.error(
        'xlink.arcLabel',
        `The arc from "${arc.from}" to "${arc.to}" names a label no locator or resource of its link has.`,
        arc.location,
      );
    const arcrole = arc.arcrole ?? '';
    const known = STANDARD_ARCROLES[arcrole];
    if (
      known &&
      standard &&
      arc.element.namespace === LINK &&
      known.arc !== arc.element.localName &&
      !arcrole.startsWith('http://xbrl.org/int/dim/')
    )
      report.error(
        'xbrl.5.2.arcroleOnWrongArc',
        `The arcrole ${arcrole} is for ${known.arc} elements, not ${arc.element.localName}.`,
        arc.location,
      );
    if (!known && arcrole !== '') checkCustomUse(arcrole, arc.element, link.documentUrl, true, dts, report, arc.location);
    if (!standard) continue;
    const tos = endpoints.get(arc.to) ?? [];
    if (standard.resource && arcrole === Object.keys(STANDARD_ARCROLES).find((r) => STANDARD_ARCROLES[r]!.arc === standard.arc))
      for (const t of tos)
        if (t?.kind === 'concept')
          report.error(
            'xbrl.5.2.arcTarget',
            `The ${arc.element.localName} to "${arc.to}" ends at a concept; it must end at a ${standard.resource} resource.`,
            arc.location,
          );
  }
  if (standard) checkStandardLocators(link, dts, standard.resource !== undefined, report);
}

/**
 * Locators of standard links point at concepts (XBRL 2.1 §5.2.2.1 and its siblings), used by an
 * arc or not; a label or reference link may locate a resource of another linkbase only to prohibit
 * the arc to it.
 */
function checkStandardLocators(link: RawExtendedLink, dts: Dts, hasResources: boolean, report: Report): void {
  for (const member of link.members) {
    if (member.kind !== 'locator') continue;
    const endpoint = pointerTarget(member.href, dts.contents).endpoint;
    if (!endpoint || endpoint.kind === 'concept') continue;
    const into = link.arcs.filter((a) => a.to === member.label);
    const prohibitsOnly = into.length > 0 && into.every((a) => a.use === 'prohibited') && !link.arcs.some((a) => a.from === member.label);
    if (hasResources && endpoint.kind === 'resource' && prohibitsOnly) continue;
    report.error(
      'xbrl.5.2.locatorNotConcept',
      `The locator "${member.label}" of a ${link.element.localName} points at ${member.href || 'its own linkbase'}, which is not a concept.`,
      member.location,
    );
  }
}
