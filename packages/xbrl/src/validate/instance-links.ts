import type { Dts } from '../dts/model.ts';
import { ARCROLE, LINK, XBRLI, XL, XLINK, XSD } from '../dts/standard-taxonomy.ts';
import type { Location, QName } from '../model/instance.ts';
import type { XbrlMessage } from '../model/message.ts';
import { NS } from '../xml/namespaces.ts';
import { attribute, streamXml, type XmlElement } from '../xml/stream-xml.ts';
import { Report } from './report.ts';

interface FootnoteLink {
  locators: { label: string; href: string; location: Location }[];
  resources: Set<string>;
  arcs: { from: string; to: string; arcrole: string; location: Location }[];
}

/**
 * The link syntax of an instance that the `Instance` model does not keep: schemaRef and
 * linkbaseRef hrefs with xml:base applied, roleRefs and arcroleRefs, footnote links as written,
 * and elements below the root carrying XBRL-namespace attributes (for the tuple rules).
 */
export interface InstanceLinks {
  file: string;
  schemaRefs: { href: string; location: Location }[];
  linkbaseRefs: string[];
  roleRefs: { uri: string; arcrole: boolean; location: Location }[];
  footnoteLinks: FootnoteLink[];
  xbrlAttributes: { element: QName; attribute: string; location: Location }[];
}

const XBRL_ATTRIBUTE_NAMESPACES = new Set([XBRLI, LINK, XLINK, XL]);

/** Reads the link syntax of an instance in one streaming pass (see `InstanceLinks`). */
export function scanInstanceLinks(xml: string | Uint8Array, file: string): InstanceLinks {
  const links: InstanceLinks = { file, schemaRefs: [], linkbaseRefs: [], roleRefs: [], footnoteLinks: [], xbrlAttributes: [] };
  const bases: string[] = [];
  let footnoteLink: FootnoteLink | undefined;
  streamXml(xml, file, {
    startElement(el: XmlElement) {
      const parentBase = bases[bases.length - 1] ?? file;
      const xmlBase = attribute(el, 'base', NS.xml);
      const base = xmlBase === undefined ? parentBase : resolve(xmlBase, parentBase);
      bases.push(base);
      const href = attribute(el, 'href', XLINK);
      if (el.namespace === LINK && el.depth === 1) {
        if (el.localName === 'schemaRef' && href !== undefined) links.schemaRefs.push({ href: resolve(href, base), location: el.location });
        else if (el.localName === 'linkbaseRef' && href !== undefined) links.linkbaseRefs.push(resolve(href, base));
        else if (el.localName === 'roleRef' || el.localName === 'arcroleRef') {
          const arcrole = el.localName === 'arcroleRef';
          links.roleRefs.push({ uri: attribute(el, arcrole ? 'arcroleURI' : 'roleURI') ?? '', arcrole, location: el.location });
        } else if (el.localName === 'footnoteLink') {
          footnoteLink = { locators: [], resources: new Set(), arcs: [] };
          links.footnoteLinks.push(footnoteLink);
        }
      }
      if (footnoteLink && el.depth === 2) {
        const type = attribute(el, 'type', XLINK);
        const label = attribute(el, 'label', XLINK) ?? '';
        if (type === 'locator') footnoteLink.locators.push({ label, href: resolve(href ?? '', base), location: el.location });
        else if (type === 'resource') footnoteLink.resources.add(label);
        else if (type === 'arc')
          footnoteLink.arcs.push({
            from: attribute(el, 'from', XLINK) ?? '',
            to: attribute(el, 'to', XLINK) ?? '',
            arcrole: attribute(el, 'arcrole', XLINK) ?? '',
            location: el.location,
          });
      }
      if (el.depth >= 1 && el.namespace !== XBRLI && el.namespace !== LINK)
        for (const a of el.attributes)
          if (XBRL_ATTRIBUTE_NAMESPACES.has(a.namespace))
            links.xbrlAttributes.push({
              element: { namespace: el.namespace, localName: el.localName },
              attribute: a.name,
              location: el.location,
            });
    },
    endElement(el) {
      bases.pop();
      if (el.namespace === LINK && el.localName === 'footnoteLink' && el.depth === 1) footnoteLink = undefined;
    },
    text() {},
  });
  return links;
}

function resolve(href: string, base: string): string {
  try {
    return new URL(href, base).href;
  } catch {
    return href;
  }
}

/**
 * Link rules of an instance (XBRL 2.1 §4.2, §4.11, §3.5.2.4): schemaRefs reach schemas; a roleRef
 * or arcroleRef per URI; footnote locators point into the instance itself; arcs name labels of their
 * own link, fact-footnote arcs going from a locator to a footnote; tuples carry no XBRL attributes.
 */
export function checkInstanceLinks(links: InstanceLinks, dts: Dts): XbrlMessage[] {
  const report = new Report();
  for (const ref of links.schemaRefs) {
    const root = dts.contents.get(ref.href.split('#')[0]!)?.root;
    if (root && (root.namespace !== XSD || root.localName !== 'schema'))
      report.error(
        'xbrl.4.2.2.schemaRefNotSchema',
        `The schemaRef ${ref.href} does not reach an XML schema (its root is ${root.localName}).`,
        ref.location,
      );
  }
  const seen = new Set<string>();
  for (const ref of links.roleRefs) {
    const kind = ref.arcrole ? 'arcroleRef' : 'roleRef';
    if (seen.has(`${kind} ${ref.uri}`))
      report.error(`xbrl.3.5.2.${kind}Duplicate`, `The instance has two ${kind} elements for ${ref.uri}.`, ref.location);
    seen.add(`${kind} ${ref.uri}`);
  }
  const own = links.file.split('#')[0];
  for (const link of links.footnoteLinks) {
    const locators = new Set(link.locators.map((l) => l.label));
    for (const loc of link.locators)
      if (loc.href.split('#')[0] !== own)
        report.error(
          'xbrl.4.11.1.1.locatorOutsideInstance',
          `The footnote locator "${loc.label}" points at ${loc.href}, outside this instance.`,
          loc.location,
        );
    for (const arc of link.arcs) {
      const fromKnown = locators.has(arc.from) || link.resources.has(arc.from);
      const toKnown = locators.has(arc.to) || link.resources.has(arc.to);
      if (!fromKnown || !toKnown)
        report.error(
          'xlink.arcLabel',
          `The footnote arc from "${arc.from}" to "${arc.to}" names a label its footnote link does not have.`,
          arc.location,
        );
      if (arc.arcrole === ARCROLE.factFootnote && fromKnown && !locators.has(arc.from))
        report.error(
          'xbrl.4.11.1.3.1.factFootnoteSource',
          `The fact-footnote arc from "${arc.from}" starts at a footnote, not at a fact locator.`,
          arc.location,
        );
    }
  }
  for (const a of links.xbrlAttributes)
    if (dts.concepts.get(`{${a.element.namespace}}${a.element.localName}`)?.kind === 'tuple')
      report.error(
        'xbrl.4.9.tupleXbrlAttribute',
        `The tuple ${a.element.localName} carries the attribute ${a.attribute} of an XBRL namespace.`,
        a.location,
      );
  return report.messages;
}
