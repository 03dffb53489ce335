import type { Folder } from '@ea/contracts/library';
import { describe, expect, it } from 'vitest';
import { buildFolderTree, flattenTree, folderAndDescendants, folderPath } from './folder-tree.ts';

const folder = (id: number, name: string, parentId: number | null): Folder => ({
  id,
  companyId: 5,
  parentId,
  name,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

const FOLDERS = [
  folder(1, 'Quarterly', null),
  folder(2, 'annual', null),
  folder(3, 'Q2', 1),
  folder(4, 'Q1', 1),
  folder(5, 'Notes', 4),
  folder(6, 'Orphan', 99),
];

describe('the folder tree', () => {
  it('nests folders under their parents, each level in name order, and keeps folders whose parent is gone at the top', () => {
    const flat = flattenTree(buildFolderTree(FOLDERS)).map((node) => `${'  '.repeat(node.depth)}${node.folder.name}`);
    expect(flat).toEqual(['annual', 'Orphan', 'Quarterly', '  Q1', '    Notes', '  Q2']);
  });

  it('knows the folders a folder cannot move into: itself and everything inside it', () => {
    expect([...folderAndDescendants(FOLDERS, 1)].sort()).toEqual([1, 3, 4, 5]);
    expect([...folderAndDescendants(FOLDERS, 5)]).toEqual([5]);
  });

  it('gives the path from the top level to a folder', () => {
    expect(folderPath(FOLDERS, 5).map((f) => f.name)).toEqual(['Quarterly', 'Q1', 'Notes']);
    expect(folderPath(FOLDERS, null)).toEqual([]);
  });

  it('survives a cycle in the data without looping', () => {
    const cyclic = [folder(1, 'A', 2), folder(2, 'B', 1)];
    expect(folderPath(cyclic, 1).map((f) => f.name)).toEqual(['B', 'A']);
    expect(flattenTree(buildFolderTree(cyclic))).toEqual([]);
  });
});
