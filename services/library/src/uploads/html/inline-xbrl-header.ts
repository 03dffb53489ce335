import type { XbrlMetadata } from '@ea/contracts/library';
import { readInlineXbrlMetadata } from '@ea/render/ixbrl-metadata';

/** What an Inline XBRL page's `ix:header` gives its document: the XBRL metadata, or why it gives none. */
export type InlineXbrlHeader = { metadata: XbrlMetadata } | { unreadable: string };

/**
 * The header of an Inline XBRL page as XBRL metadata (namespaces, schemaRefs, contexts, units,
 * hidden facts, relationships of facts to footnotes), read as an XBRL processor reads it: as XML, prefixes resolved by the page's own
 * declarations. The topics are read from the same text as HTML, which forgives what XML does not;
 * a page that is not well-formed XML keeps its facts in the text and gives no metadata.
 */
export function inlineXbrlHeader(text: string): InlineXbrlHeader {
  try {
    // Only an XML declaration must open the text; whitespace before it is no reason to lose the header.
    return { metadata: readInlineXbrlMetadata(text.trimStart()) };
  } catch (error) {
    // saxes ends its messages with a full stop; the warning quotes them in parentheses.
    return { unreadable: (error instanceof Error ? error.message : String(error)).replace(/\.$/, '') };
  }
}

/**
 * The metadata of several Inline XBRL pages filed together (an Inline XBRL document set): their
 * namespaces, contexts and units, the first page's definition winning where two use the same
 * prefix or id, every page's schemaRefs once and every page's hidden facts and relationships (ids
 * are unique across a document set). Null when none has any.
 */
export function mergedHeaders(all: readonly XbrlMetadata[]): XbrlMetadata | null {
  if (all.length <= 1) return all[0] ?? null;
  const namespaces: Record<string, string> = {};
  const contexts = new Map<string, XbrlMetadata['contexts'][number]>();
  const units = new Map<string, NonNullable<XbrlMetadata['units']>[number]>();
  const schemaRefs = new Set<string>();
  const hiddenFacts: NonNullable<XbrlMetadata['hiddenFacts']> = [];
  const relationships: NonNullable<XbrlMetadata['relationships']> = [];
  for (const metadata of all) {
    for (const [prefix, uri] of Object.entries(metadata.namespaces ?? {})) namespaces[prefix] ??= uri;
    for (const context of metadata.contexts) if (!contexts.has(context.id)) contexts.set(context.id, context);
    for (const unit of metadata.units ?? []) if (!units.has(unit.id)) units.set(unit.id, unit);
    for (const href of metadata.schemaRefs ?? []) schemaRefs.add(href);
    hiddenFacts.push(...(metadata.hiddenFacts ?? []));
    relationships.push(...(metadata.relationships ?? []));
  }
  return {
    namespaces,
    schemaRefs: [...schemaRefs],
    contexts: [...contexts.values()],
    units: [...units.values()],
    hiddenFacts,
    relationships,
  };
}
