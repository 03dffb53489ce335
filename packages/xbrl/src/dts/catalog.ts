import { attribute, streamXml } from '../xml/stream-xml.ts';

const CATALOG_NS = 'urn:oasis:names:tc:entity:xmlns:xml:catalog';

/** One mapping of an OASIS XML catalog, its targets made absolute against the catalog's location. */
export interface CatalogRule {
  kind: 'exact' | 'prefix';
  from: string;
  to: string;
}

/**
 * The URI mappings of an OASIS XML Catalog (as taxonomy packages carry in META-INF/catalog.xml):
 * `uri` and `system` map one URL, `rewriteURI` and `rewriteSystem` a prefix. Targets are resolved
 * against `catalogUrl` and any xml:base in force.
 */
export function readCatalog(xml: Uint8Array | string, catalogUrl: string): CatalogRule[] {
  const rules: CatalogRule[] = [];
  const bases: string[] = [catalogUrl];
  streamXml(xml, catalogUrl, {
    startElement(element) {
      const xmlBase = attribute(element, 'base', 'http://www.w3.org/XML/1998/namespace');
      const base = xmlBase ? new URL(xmlBase, bases[bases.length - 1]).href : bases[bases.length - 1]!;
      bases.push(base);
      if (element.namespace !== CATALOG_NS) return;
      const target = (name: string) => {
        const value = attribute(element, name);
        return value === undefined ? undefined : new URL(value, base).href;
      };
      const [fromAttr, toAttr, kind] = {
        uri: ['name', 'uri', 'exact'],
        system: ['systemId', 'uri', 'exact'],
        rewriteURI: ['uriStartString', 'rewritePrefix', 'prefix'],
        rewriteSystem: ['systemIdStartString', 'rewritePrefix', 'prefix'],
      }[element.localName] ?? [undefined, undefined, undefined];
      if (!fromAttr || !toAttr) return;
      const from = attribute(element, fromAttr);
      const to = target(toAttr);
      if (from !== undefined && to !== undefined) rules.push({ kind: kind as CatalogRule['kind'], from, to });
    },
    endElement() {
      bases.pop();
    },
    text() {},
  });
  return rules;
}

/** Applies catalog rules to a URL: an exact mapping first, else the longest matching prefix. */
export function applyCatalog(rules: readonly CatalogRule[], url: string): string | undefined {
  const exact = rules.find((r) => r.kind === 'exact' && r.from === url);
  if (exact) return exact.to;
  let best: CatalogRule | undefined;
  for (const r of rules) {
    if (r.kind === 'prefix' && url.startsWith(r.from) && (!best || r.from.length > best.from.length)) best = r;
  }
  return best ? best.to + url.slice(best.from.length) : undefined;
}
