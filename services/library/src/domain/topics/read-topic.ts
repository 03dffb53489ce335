import { ApiError } from '@ea/contracts';
import { LibraryErrors, type Topic, type TopicModelJson } from '@ea/contracts/library';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { findRevision } from '../../db/topics-repository.ts';
import { findVersion, findVersionByNumber } from '../../db/versions-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { visibleDocument } from '../documents/visible-document.ts';

/** A topic's content (document-model JSON) as a version pins it: the current version's, or the version numbered `version`. */
export async function readTopic(
  ctx: UseCaseContext<LibraryDeps>,
  input: { id: string; topicId: string; version?: number | undefined },
): Promise<Topic> {
  const { deps } = ctx;
  const document = await visibleDocument(ctx, input.id);
  const version =
    input.version === undefined
      ? await findVersion(deps.db, document.id, document.current_version_id)
      : await findVersionByNumber(deps.db, document.id, input.version);
  if (!version) throw new ApiError('notFound', LibraryErrors.versionNotFound);
  const entry = version.map.find((e) => e.topicId === input.topicId);
  const revision = entry ? await findRevision(deps.db, entry.revisionId) : null;
  if (!revision) throw new ApiError('notFound', LibraryErrors.topicNotFound);
  return {
    id: input.topicId,
    documentId: document.id,
    title: revision.title,
    revisionId: revision.id,
    revisionNumber: revision.number,
    revisionDescription: revision.revision_description,
    versionNumber: version.number,
    model: revision.model as unknown as TopicModelJson,
    createdAt: revision.created_at.toISOString(),
    createdBy: revision.created_by,
  };
}
