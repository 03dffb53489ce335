import type { HistoryPage } from '@ea/contracts/library';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { revisionsWithModels } from '../../db/topics-repository.ts';
import { listVersions, versionsByNumber } from '../../db/versions-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { topicChanges } from './topic-changes.ts';
import { versionView } from './version-view.ts';

/**
 * A page of a document's history, newest first: each version with who made it, when, why (its
 * revision description) and what it changed per topic against the version before it.
 */
export async function listHistory(
  ctx: UseCaseContext<LibraryDeps>,
  input: { id: string; page: number; size: number },
): Promise<HistoryPage> {
  const { db } = ctx.deps;
  const document = await visibleDocument(ctx, input.id, { deleted: 'any' });
  const { rows, total } = await listVersions(db, document.id, input);
  const previous = await versionsByNumber(
    db,
    document.id,
    rows.map((row) => row.number - 1),
  );
  const revisionIds = rows.flatMap((row) => [...row.map, ...(previous.get(row.number - 1)?.map ?? [])].map((e) => e.revisionId));
  const revisions = await revisionsWithModels(db, revisionIds);
  return {
    items: rows.map((row) => ({
      ...versionView(row),
      changes: topicChanges(previous.get(row.number - 1)?.map ?? [], row.map, revisions),
    })),
    total,
    page: input.page,
    size: input.size,
  };
}
