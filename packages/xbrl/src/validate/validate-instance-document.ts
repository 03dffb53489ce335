import { discoverDts } from '../dts/discover-dts.ts';
import type { Dts } from '../dts/model.ts';
import type { readDocument } from '../dts/read-document.ts';
import type { Resolver } from '../dts/resolver.ts';
import { readInstance } from '../instance/read-instance.ts';
import type { Instance } from '../model/instance.ts';
import type { XbrlMessage } from '../model/message.ts';
import { type SchemaSetCache, validateInstanceSchema } from '../schema/instance-schema.ts';
import { checkInstanceLinks, type InstanceLinks, scanInstanceLinks } from './instance-links.ts';
import { validateDts } from './validate-dts.ts';
import { validateInstance } from './validate-instance.ts';

export interface InstanceDocumentOptions {
  /** Shared between calls, reads each taxonomy document once (see `discoverDts`). */
  documentCache?: Map<string, ReturnType<typeof readDocument>>;
  /**
   * Compiled schema sets shared between calls of one run (see `SchemaSetCache`); the caller
   * disposes it. Without it, each call compiles its DTS's schemas and frees them before returning.
   */
  schemaSets?: SchemaSetCache;
  /** Called after each phase: 'read', 'discovered', 'dtsValidated', 'schemaValidated', 'validated' (for measurements). */
  onPhase?: (phase: 'read' | 'discovered' | 'dtsValidated' | 'schemaValidated' | 'validated') => void;
}

/**
 * An XBRL 2.1 instance document end to end: read it, discover its DTS from its schemaRefs and
 * linkbaseRefs (XML Base applied), validate the DTS, the instance against the DTS's schemas
 * (libxml2), the instance's XBRL rules and its link syntax.
 */
export async function validateInstanceDocument(
  bytes: Uint8Array,
  url: string,
  resolver: Resolver,
  options: InstanceDocumentOptions = {},
): Promise<{ instance: Instance; dts: Dts; messages: XbrlMessage[] }> {
  const read = readInstance(bytes, url);
  const links = needsLinkScan(bytes, read.instance) ? scanInstanceLinks(bytes, url) : linksFromInstance(read.instance, url);
  options.onPhase?.('read');
  const entries = [...links.schemaRefs.map((r) => r.href), ...links.linkbaseRefs];
  const { dts, messages: dtsMessages } = await discoverDts(
    entries,
    resolver,
    options.documentCache ? { documentCache: options.documentCache } : {},
  );
  options.onPhase?.('discovered');
  const messages = [...read.messages, ...dtsMessages, ...validateDts(dts)];
  options.onPhase?.('dtsValidated');
  // A document that did not read to its end (or was refused) is not handed to libxml2 as well.
  if (!read.messages.some((m) => m.ruleId.startsWith('xml.') && m.severity === 'error')) {
    messages.push(...(await validateInstanceSchema(bytes, url, dts, resolver, options.schemaSets)));
    options.onPhase?.('schemaValidated');
  }
  messages.push(...validateInstance(read.instance, dts), ...checkInstanceLinks(links, dts));
  options.onPhase?.('validated');
  return { instance: read.instance, dts, messages };
}

/**
 * Whether the instance has link syntax the `Instance` does not keep: footnote links, roleRefs,
 * xml:base, tuples. Most filings have none of it, and a second parse of a 10-K costs a third of the
 * load, so the bytes are searched first (UTF-16 documents are always scanned).
 */
function needsLinkScan(bytes: Uint8Array, instance: Instance): boolean {
  if ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xff && bytes[1] === 0xfe)) return true;
  if (instance.facts.some((f) => f.kind === 'tuple')) return true;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return ['footnoteLink', 'roleRef', 'arcroleRef', 'xml:base'].some((marker) => text.includes(marker));
}

function linksFromInstance(instance: Instance, url: string): InstanceLinks {
  const resolve = (href: string) => new URL(href, url).href;
  return {
    file: url,
    schemaRefs: instance.schemaRefs.map((href) => ({ href: resolve(href), location: { file: url } })),
    linkbaseRefs: instance.linkbaseRefs.map(resolve),
    roleRefs: [],
    footnoteLinks: [],
    xbrlAttributes: [],
  };
}
