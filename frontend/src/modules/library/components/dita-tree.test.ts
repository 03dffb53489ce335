import type { DitaEntry } from '@ea/contracts/library';
import { describe, expect, it } from 'vitest';
import { buildDitaTree, type DitaNode } from './dita-tree.ts';

const entry = (kind: DitaEntry['kind'], ditaKind: DitaEntry['ditaKind'], id: string, parentId: string | null, name: string): DitaEntry => ({
  kind,
  ditaKind,
  id,
  parentId,
  name,
  documentType: kind === 'folder' || ditaKind === 'Topic' ? null : 3,
});

const lines = (nodes: DitaNode[]): string[] => nodes.flatMap((n) => [`${'  '.repeat(n.depth)}${n.entry.name}`, ...lines(n.children)]);

describe('the DITA tree', () => {
  it('nests folders, maps and their topics, folders first and topics in map order', () => {
    const tree = buildDitaTree([
      entry('resource', 'Map', 'd1', '10', 'Quarterly report'),
      entry('folder', 'Map', '10', null, 'Q1'),
      entry('resource', 'Topic', 't2', 'd1', 'Notes'),
      entry('resource', 'Topic', 't1', 'd1', 'Balance sheet'),
      entry('folder', 'Map', '11', '10', 'Exhibits'),
      entry('resource', 'Map', 'd2', null, 'Loose document'),
    ]);
    expect(lines(tree)).toEqual(['Q1', '  Exhibits', '  Quarterly report', '    Notes', '    Balance sheet', 'Loose document']);
  });
});
