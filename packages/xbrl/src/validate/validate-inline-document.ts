import { discoverDts } from '../dts/discover-dts.ts';
import type { Dts } from '../dts/model.ts';
import type { Resolver } from '../dts/resolver.ts';
import { readInlineXbrl } from '../ixbrl/read-inline-xbrl.ts';
import type { Instance } from '../model/instance.ts';
import type { XbrlMessage } from '../model/message.ts';
import { validateInlineSchema } from '../schema/inline-schema.ts';
import { validateDts } from './validate-dts.ts';
import { validateInstance } from './validate-instance.ts';
import type { InstanceDocumentOptions } from './validate-instance-document.ts';

/**
 * An Inline XBRL 1.1 document end to end: read the XHTML into the instance it stands for, validate
 * it against the XHTML 1.1 + Inline XBRL 1.1 schema (libxml2), discover the DTS from its ix:references (relative to the document's URL), validate the DTS and the
 * instance. A document that does not parse to its end is reported as read and not validated
 * further: its facts and contexts are incomplete, and every rule would only repeat the parse error.
 */
export async function validateInlineDocument(
  bytes: Uint8Array,
  url: string,
  resolver: Resolver,
  options: InstanceDocumentOptions = {},
): Promise<{ instance: Instance; dts: Dts | null; messages: XbrlMessage[] }> {
  const read = readInlineXbrl(bytes, url);
  options.onPhase?.('read');
  if (read.messages.some((m) => m.ruleId.startsWith('xml.') && m.severity === 'error')) {
    return { instance: read.instance, dts: null, messages: read.messages };
  }
  const schemaMessages = await validateInlineSchema(bytes, url);
  options.onPhase?.('schemaValidated');
  const resolve = (href: string) => new URL(href, url).href;
  const entries = [...read.instance.schemaRefs, ...read.instance.linkbaseRefs].map(resolve);
  const { dts, messages: dtsMessages } = await discoverDts(
    entries,
    resolver,
    options.documentCache ? { documentCache: options.documentCache } : {},
  );
  options.onPhase?.('discovered');
  // An entry the DTS could not reach was named by this document's ix:references: it is located there.
  const located = dtsMessages.map((m) => (m.location ? m : { ...m, location: { file: url } }));
  const messages = [...read.messages, ...schemaMessages, ...located, ...validateDts(dts)];
  options.onPhase?.('dtsValidated');
  messages.push(...validateInstance(read.instance, dts));
  options.onPhase?.('validated');
  return { instance: read.instance, dts, messages };
}
