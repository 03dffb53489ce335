import type { XbrlMetadata } from '@ea/contracts/library';

/**
 * The XBRL metadata of a document built from several: the namespaces, contexts and units of all
 * of them, the first document's definition winning where two use the same prefix or id (facts
 * copied from a later document then refer to the first one's context of that id). Null when no
 * document has any.
 */
export function mergeXbrlMetadata(all: readonly (XbrlMetadata | null)[]): XbrlMetadata | null {
  const present = all.filter((m): m is XbrlMetadata => m !== null);
  if (present.length === 0) return null;
  const namespaces: Record<string, string> = {};
  const contexts = new Map<string, XbrlMetadata['contexts'][number]>();
  const units = new Map<string, NonNullable<XbrlMetadata['units']>[number]>();
  for (const metadata of present) {
    for (const [prefix, uri] of Object.entries(metadata.namespaces ?? {})) namespaces[prefix] ??= uri;
    for (const context of metadata.contexts) if (!contexts.has(context.id)) contexts.set(context.id, context);
    for (const unit of metadata.units ?? []) if (!units.has(unit.id)) units.set(unit.id, unit);
  }
  return { ...present[0], namespaces, contexts: [...contexts.values()], units: [...units.values()] };
}
