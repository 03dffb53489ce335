import type { DraftList, TopicModelJson } from '@ea/contracts/library';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { draftsOf } from '../../db/drafts-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { visibleDocument } from '../documents/visible-document.ts';

/** The caller's own drafts of the document, latest first; another user's drafts are never listed. */
export async function listDrafts(ctx: UseCaseContext<LibraryDeps>, input: { id: string }): Promise<DraftList> {
  const document = await visibleDocument(ctx, input.id);
  const rows = await draftsOf(ctx.deps.db, ctx.caller.claims.sub, document.id);
  return {
    drafts: rows.map((row) => ({
      topicId: row.topic_id,
      baseRevision: row.base_revision,
      title: row.title,
      model: row.model as unknown as TopicModelJson,
      savedAt: row.saved_at.toISOString(),
    })),
  };
}
