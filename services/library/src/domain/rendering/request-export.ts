import { ApiError, JobType, RenderingStatus } from '@ea/contracts';
import { type ExportBody, type ExportJob, LibraryErrors } from '@ea/contracts/library';
import { commitChange, NO_RECORDS, type UseCaseContext } from '@ea/service-kit/use-case';
import { insertOrFindJob, updateJob } from '../../db/render-jobs-repository.ts';
import { findVersion, findVersionByNumber } from '../../db/versions-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { exportView } from './export-view.ts';
import { effectiveOptions, renderJobKey } from './render-job-key.ts';

/**
 * `POST api/export`: renders a version of a document (the current one by default) in a format.
 * Answers at once with the job; the same work asked again answers the same job (rendering once,
 * or its stored result), and a job that failed is started again as a new generation.
 */
export async function requestExport(ctx: UseCaseContext<LibraryDeps>, input: ExportBody): Promise<ExportJob> {
  const { deps, caller } = ctx;
  const document = await visibleDocument(ctx, input.documentId);
  if (document.content_kind !== 'model')
    throw new ApiError('validation', LibraryErrors.notRenderable, { documentId: LibraryErrors.notRenderable });
  const version =
    input.version === undefined
      ? await findVersion(deps.db, document.id, document.current_version_id)
      : await findVersionByNumber(deps.db, document.id, input.version);
  if (!version) throw new ApiError('notFound', LibraryErrors.versionNotFound);
  const options = effectiveOptions(input.format, input.options);
  const job = await commitChange(deps, caller.actor, async (trx) => {
    const now = deps.now();
    const { row, created } = await insertOrFindJob(trx, {
      id: crypto.randomUUID(),
      job_key: renderJobKey(document.id, version.id, input.format, options),
      parent_id: null,
      chunk_index: null,
      document_id: document.id,
      version_id: version.id,
      version_number: version.number,
      format: input.format,
      options: JSON.stringify(options),
      job_type: JobType.rendering,
      status: RenderingStatus.initialized,
      requested_by: caller.claims.sub,
      requested_by_email: caller.actor.actorEmail,
      requested_at: now,
      touched_at: now,
    });
    const restarted =
      !created && row.status === RenderingStatus.error
        ? await updateJob(trx, row.id, {
            status: RenderingStatus.initialized,
            result: null,
            message: null,
            progress: 0,
            generation: row.generation + 1,
            requested_by: caller.claims.sub,
            requested_at: now,
            started_at: null,
            finished_at: null,
            log_key: null,
            touched_at: now,
          })
        : row;
    return { result: restarted, records: NO_RECORDS };
  });
  // Queued after the commit; if Redis fails here the row stays initialized and the sweeper queues it.
  if (job.status === RenderingStatus.initialized) await deps.renders.enqueue({ renderJobId: job.id, generation: job.generation });
  return exportView(job);
}
