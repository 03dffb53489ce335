import type { DitaEntry } from '@ea/contracts/library';

export interface DitaNode {
  entry: DitaEntry;
  depth: number;
  children: DitaNode[];
}

/** Folders first, then maps and topics; folders and maps by name, topics in map order (as listed). */
function compare(a: DitaEntry, b: DitaEntry): number {
  const rank = (e: DitaEntry) => (e.kind === 'folder' ? 0 : e.ditaKind === 'Map' ? 1 : 2);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  return rank(a) === 2 ? 0 : a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
}

/** The DITA tree's flat entries as nested nodes; an entry whose parent is missing sits at the top. */
export function buildDitaTree(entries: readonly DitaEntry[]): DitaNode[] {
  const key = (e: Pick<DitaEntry, 'kind' | 'id'>) => `${e.kind === 'folder' ? 'f' : 'r'}:${e.id}`;
  const ids = new Set(entries.map((e) => e.id));
  const children = new Map<string | null, DitaEntry[]>();
  for (const entry of entries) {
    const parent = entry.parentId !== null && ids.has(entry.parentId) ? entry.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), entry]);
  }
  const seen = new Set<string>();
  const build = (parent: string | null, depth: number): DitaNode[] =>
    [...(children.get(parent) ?? [])]
      .filter((entry) => !seen.has(key(entry)) && seen.add(key(entry)))
      .sort(compare)
      .map((entry) => ({ entry, depth, children: entry.ditaKind === 'Topic' ? [] : build(entry.id, depth + 1) }));
  return build(null, 0);
}
