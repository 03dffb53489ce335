import type { Location } from '@ea/xbrl';

/**
 * The id the viewer knows a fact by: its own id, or one made from where its element starts. The
 * document pass and the facts both see the same parse of the same bytes, so a fact without an id
 * gets the same made-up id in the document's `data-fact` and in the facts list, run after run.
 */
export function viewerFactId(id: string | undefined, location: Location): string {
  return id ?? `ev-${location.line ?? 0}-${location.column ?? 0}`;
}

/** The ix elements that stand for an item fact (tuples are only containers, and the viewer lists items). */
export const IX_FACT_ELEMENTS: ReadonlySet<string> = new Set(['nonFraction', 'nonNumeric', 'fraction']);
