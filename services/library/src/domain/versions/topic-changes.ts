import type { TopicChange } from '@ea/contracts/library';
import { diffModels, type ModelNode } from '@ea/document-model';
import type { MapEntry } from '../../db/schema.ts';
import type { RevisionRow } from '../../db/topics-repository.ts';

/**
 * What a version changed, topic by topic, against the version before it: topics added, removed,
 * changed (another revision pinned: with the block-by-block diff of the two revisions) and moved
 * (kept their revision but left the order of the others: the topics outside the longest run that
 * kept its order). Topics the version left as they were are not listed.
 */
export function topicChanges(
  previous: readonly MapEntry[],
  current: readonly MapEntry[],
  revisions: ReadonlyMap<string, RevisionRow>,
): TopicChange[] {
  const before = new Map(previous.map((entry, index) => [entry.topicId, { entry, index }]));
  const after = new Set(current.map((entry) => entry.topicId));
  const kept = current.filter((entry) => before.get(entry.topicId)?.entry.revisionId === entry.revisionId);
  const inOrder = longestOrderedRun(kept.map((entry) => before.get(entry.topicId)!.index));
  const moved = new Set(kept.filter((_, i) => !inOrder.has(i)).map((entry) => entry.topicId));
  const changes: TopicChange[] = [];
  for (const entry of current) {
    const revision = revisions.get(entry.revisionId)!;
    const old = before.get(entry.topicId);
    if (!old) {
      changes.push({ topicId: entry.topicId, title: revision.title, change: 'added', previousTitle: null, diff: null });
    } else if (old.entry.revisionId !== entry.revisionId) {
      const oldRevision = revisions.get(old.entry.revisionId)!;
      const diff = diffModels(oldRevision.model as unknown as ModelNode, revision.model as unknown as ModelNode);
      changes.push({
        topicId: entry.topicId,
        title: revision.title,
        change: 'changed',
        previousTitle: oldRevision.title === revision.title ? null : oldRevision.title,
        diff: {
          summary: diff.summary,
          changes: diff.changes.map((c) => ({
            kind: c.kind,
            type: c.type,
            label: c.label,
            excerpt: c.excerpt,
            ...(c.rows ? { rows: c.rows.map((row) => ({ kind: row.kind, label: row.label })) } : {}),
          })),
        },
      });
    } else if (moved.has(entry.topicId)) {
      changes.push({ topicId: entry.topicId, title: revision.title, change: 'moved', previousTitle: null, diff: null });
    }
  }
  for (const entry of previous) {
    if (after.has(entry.topicId)) continue;
    const revision = revisions.get(entry.revisionId)!;
    changes.push({ topicId: entry.topicId, title: revision.title, change: 'removed', previousTitle: null, diff: null });
  }
  return changes;
}

/** Positions (in `values`) of one longest strictly increasing subsequence. */
function longestOrderedRun(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = new Array(values.length).fill(-1);
  for (let i = 0; i < values.length; i++) {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (values[tails[mid]!]! < values[i]!) low = mid + 1;
      else high = mid;
    }
    if (low > 0) previous[i] = tails[low - 1]!;
    tails[low] = i;
  }
  const run = new Set<number>();
  for (let i = tails.at(-1) ?? -1; i >= 0; i = previous[i]!) run.add(i);
  return run;
}
