import type { ModelNode } from '../model/model-json.ts';
import { type BlockUnit, blockUnits, ContentIds, excerptOf } from './block-units.ts';
import { diffSequences, type Edit } from './sequence-diff.ts';

export type ChangeKind = 'added' | 'removed' | 'changed';

export interface RowChange {
  kind: ChangeKind;
  /** Row index in the older table (removed, changed), else null. */
  before: number | null;
  /** Row index in the newer table (added, changed), else null. */
  after: number | null;
  /** `Table 3, row 2` (1-based, in the version the row is in: the newer one unless removed). */
  label: string;
}

export interface BlockChange {
  kind: ChangeKind;
  /** Index of the block among the older version's blocks (`blockUnits`), else null. */
  before: number | null;
  /** Index among the newer version's blocks, else null. */
  after: number | null;
  /** Node type of the block. */
  type: string;
  /** Where it is, for people: `Table 3`, `Paragraph 2 under "Revenue"` (newer version unless removed). */
  label: string;
  /** Child indexes from the document to the block, in the version the label is from. */
  path: number[];
  excerpt: { before?: string; after?: string };
  /** For a changed table: its rows added, removed and changed. */
  rows?: RowChange[];
}

export interface ModelDiff {
  changes: BlockChange[];
  summary: { added: number; removed: number; changed: number; unchanged: number };
}

/**
 * What changed between two versions of a topic, block by block (paragraphs, headings, list
 * items, page breaks, tables; tables also row by row). Blocks are compared by content and
 * aligned with a shortest edit script; within a stretch of edits, a removed and an added block
 * of the same type are reported as one changed block.
 */
export function diffModels(older: ModelNode, newer: ModelNode): ModelDiff {
  const ids = new ContentIds();
  const a = blockUnits(older, ids);
  const b = blockUnits(newer, ids);
  const edits = diffSequences(
    a.map((u) => u.id),
    b.map((u) => u.id),
  );
  const changes: BlockChange[] = [];
  let unchanged = 0;
  forEachStretch(
    edits,
    (deleted, inserted) => {
      const pairs = pairByType(
        deleted.map((i) => a[i]!.node.type),
        inserted.map((j) => b[j]!.node.type),
      );
      const pairedInserts = new Set(pairs.map(([, j]) => j));
      const pairedDeletes = new Map(pairs);
      let next = 0;
      deleted.forEach((ai, di) => {
        const pairedWith = pairedDeletes.get(di);
        if (pairedWith === undefined) {
          changes.push(removed(a[ai]!, ai));
          return;
        }
        // Added blocks placed before this changed one come first, keeping the newer order.
        for (; next < pairedWith; next++) if (!pairedInserts.has(next)) changes.push(added(b[inserted[next]!]!, inserted[next]!));
        changes.push(changed(a[ai]!, ai, b[inserted[pairedWith]!]!, inserted[pairedWith]!));
        next = pairedWith + 1;
      });
      for (; next < inserted.length; next++) if (!pairedInserts.has(next)) changes.push(added(b[inserted[next]!]!, inserted[next]!));
    },
    () => unchanged++,
  );
  const summary = { added: 0, removed: 0, changed: 0, unchanged };
  for (const change of changes) summary[change.kind]++;
  return { changes, summary };
}

/** Calls `stretch` with each run of deletions and insertions between equal elements. */
function forEachStretch(edits: Edit[], stretch: (deleted: number[], inserted: number[]) => void, equal: () => void): void {
  let deleted: number[] = [];
  let inserted: number[] = [];
  const flush = () => {
    if (deleted.length || inserted.length) stretch(deleted, inserted);
    deleted = [];
    inserted = [];
  };
  for (const edit of edits) {
    if (edit.op === 'equal') {
      flush();
      equal();
    } else if (edit.op === 'delete') deleted.push(edit.a);
    else inserted.push(edit.b);
  }
  flush();
}

/** Pairs deleted and inserted items of the same type, in order (index pairs into the two lists). */
function pairByType(deleted: string[], inserted: string[]): [number, number][] {
  const pairs: [number, number][] = [];
  let from = 0;
  deleted.forEach((type, i) => {
    for (let j = from; j < inserted.length; j++) {
      if (inserted[j] === type) {
        pairs.push([i, j]);
        from = j + 1;
        return;
      }
    }
  });
  return pairs;
}

function added(unit: BlockUnit, index: number): BlockChange {
  return {
    kind: 'added',
    before: null,
    after: index,
    type: unit.node.type,
    label: unit.label,
    path: unit.path,
    excerpt: { after: excerptOf(unit.node) },
  };
}

function removed(unit: BlockUnit, index: number): BlockChange {
  return {
    kind: 'removed',
    before: index,
    after: null,
    type: unit.node.type,
    label: unit.label,
    path: unit.path,
    excerpt: { before: excerptOf(unit.node) },
  };
}

function changed(before: BlockUnit, beforeIndex: number, after: BlockUnit, afterIndex: number): BlockChange {
  const change: BlockChange = {
    kind: 'changed',
    before: beforeIndex,
    after: afterIndex,
    type: after.node.type,
    label: after.label,
    path: after.path,
    excerpt: { before: excerptOf(before.node), after: excerptOf(after.node) },
  };
  if (before.rowIds && after.rowIds) change.rows = rowChanges(before, after);
  return change;
}

function rowChanges(before: BlockUnit, after: BlockUnit): RowChange[] {
  const rows: RowChange[] = [];
  const rowLabel = (unit: BlockUnit, row: number) => `${unit.label}, row ${row + 1}`;
  forEachStretch(
    diffSequences(before.rowIds!, after.rowIds!),
    (deleted, inserted) => {
      const common = Math.min(deleted.length, inserted.length);
      for (let i = 0; i < common; i++)
        rows.push({ kind: 'changed', before: deleted[i]!, after: inserted[i]!, label: rowLabel(after, inserted[i]!) });
      for (let i = common; i < deleted.length; i++)
        rows.push({ kind: 'removed', before: deleted[i]!, after: null, label: rowLabel(before, deleted[i]!) });
      for (let i = common; i < inserted.length; i++)
        rows.push({ kind: 'added', before: null, after: inserted[i]!, label: rowLabel(after, inserted[i]!) });
    },
    () => {},
  );
  return rows;
}
