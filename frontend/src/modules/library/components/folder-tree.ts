import type { Folder } from '@ea/contracts/library';

export interface FolderNode {
  folder: Folder;
  depth: number;
  children: FolderNode[];
}

const byName = (a: Folder, b: Folder) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;

/**
 * A company's folders as a tree, each level in name order. A folder whose parent is not in the
 * list (deleted meanwhile) is shown at the top level rather than lost.
 */
export function buildFolderTree(folders: readonly Folder[]): FolderNode[] {
  const ids = new Set(folders.map((f) => f.id));
  const children = new Map<number | null, Folder[]>();
  for (const folder of folders) {
    const parent = folder.parentId !== null && ids.has(folder.parentId) ? folder.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), folder]);
  }
  const seen = new Set<number>();
  const build = (parent: number | null, depth: number): FolderNode[] =>
    (children.get(parent) ?? [])
      .filter((folder) => !seen.has(folder.id) && seen.add(folder.id))
      .sort(byName)
      .map((folder) => ({ folder, depth, children: build(folder.id, depth + 1) }));
  return build(null, 0);
}

/** The tree in reading order, each folder with its depth: what a flat list or a select shows. */
export function flattenTree(nodes: readonly FolderNode[]): FolderNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

/** The folder and every folder inside it: where it cannot be moved to. */
export function folderAndDescendants(folders: readonly Folder[], id: number): Set<number> {
  const result = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (folder.parentId !== null && result.has(folder.parentId) && !result.has(folder.id)) {
        result.add(folder.id);
        grew = true;
      }
    }
  }
  return result;
}

/** The folders from the top level down to `id`, for a breadcrumb. */
export function folderPath(folders: readonly Folder[], id: number | null): Folder[] {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const path: Folder[] = [];
  let current = id === null ? undefined : byId.get(id);
  while (current && !path.includes(current)) {
    path.unshift(current);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return path;
}
