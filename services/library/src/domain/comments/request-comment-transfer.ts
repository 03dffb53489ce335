import { randomUUID } from 'node:crypto';
import { JobType, RenderingStatus } from '@ea/contracts';
import type { Caller } from '@ea/service-kit/use-case';
import type { DocumentRow } from '../../db/documents-repository.ts';
import { insertOrFindJob, type RenderJobRow } from '../../db/render-jobs-repository.ts';
import type { LibraryExecutor } from '../../db/schema.ts';
import type { VersionRow } from '../../db/versions-repository.ts';

/** What a comment transfer job keeps in its options: the version whose anchors it carries over. */
export interface CommentTransferOptions {
  fromVersion: number;
}

/**
 * Writes the comment transfer job of a New Version Upload (job type comment transfer), in the
 * upload's transaction, when the document has comment threads: the upload's content comes without
 * their anchors. Queued by the caller after the commit; if the queue cannot be reached then, the
 * sweeper finds the row unstarted and queues it.
 */
export async function insertCommentTransfer(
  trx: LibraryExecutor,
  input: { document: DocumentRow; fromVersion: number; version: VersionRow; caller: Caller; at: Date },
): Promise<RenderJobRow | null> {
  const thread = await trx
    .selectFrom('comment_threads')
    .select('id')
    .where('document_id', '=', input.document.id)
    .limit(1)
    .executeTakeFirst();
  if (!thread) return null;
  const options: CommentTransferOptions = { fromVersion: input.fromVersion };
  const { row } = await insertOrFindJob(trx, {
    id: randomUUID(),
    job_key: `comments:${input.version.id}`,
    parent_id: null,
    chunk_index: null,
    document_id: input.document.id,
    version_id: input.version.id,
    version_number: input.version.number,
    format: 'comments',
    options: JSON.stringify(options),
    job_type: JobType.commentTransfer,
    status: RenderingStatus.initialized,
    requested_by: input.caller.claims.sub,
    requested_by_email: input.caller.actor.actorEmail,
    requested_at: input.at,
    touched_at: input.at,
  });
  return row;
}
