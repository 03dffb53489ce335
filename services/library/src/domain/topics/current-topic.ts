import { ApiError } from '@ea/contracts';
import { LibraryErrors } from '@ea/contracts/library';
import type { LibraryExecutor } from '../../db/schema.ts';
import { findTopic } from '../../db/topics-repository.ts';

/** 404 unless the topic is in the document's current map (where it can be edited). */
export async function assertCurrentTopic(ex: LibraryExecutor, documentId: string, topicId: string): Promise<void> {
  const topic = await findTopic(ex, documentId, topicId);
  if (!topic || topic.current_revision_id === null) throw new ApiError('notFound', LibraryErrors.topicNotFound);
}

/** 404 unless the topic is one of the document's, in its current map or left out of it since. */
export async function assertTopicOfDocument(ex: LibraryExecutor, documentId: string, topicId: string): Promise<void> {
  if (!(await findTopic(ex, documentId, topicId))) throw new ApiError('notFound', LibraryErrors.topicNotFound);
}
