import { JobResult, JobType, RenderingStatus, SuccessMessages } from '@ea/contracts';
import { type AuditActor, commitChange, NO_RECORDS } from '@ea/service-kit/use-case';
import type { Updateable } from 'kysely';
import { findDocumentForJob } from '../../db/documents-repository.ts';
import { findJob, type RenderJobRow, updateJob } from '../../db/render-jobs-repository.ts';
import type { RenderJobsTable } from '../../db/schema.ts';
import { renderEvent } from '../../events/render-events.ts';
import type { RenderDeps } from './render-deps.ts';
import type { RenderedFile } from './render-engines.ts';
import { renderFileKey, renderLogKey } from './render-storage.ts';

/** Jobs write as the system: the requester is on the row, and an audit entry would only repeat it. */
export const SYSTEM_ACTOR: AuditActor = { actorId: null, actorEmail: null, ip: null, requestId: null };

export const isFinished = (job: Pick<RenderJobRow, 'status'>) =>
  job.status === RenderingStatus.completed || job.status === RenderingStatus.error;

/**
 * Changes a job row under its lock unless it finished meanwhile (another run of the same work got
 * there first); with an event to the requester and the document's room when asked, for a render
 * (a comment transfer tells of itself through the threads it moves).
 */
export async function changeJob(
  deps: RenderDeps,
  jobId: string,
  patch: (job: RenderJobRow) => Updateable<RenderJobsTable> | null,
  eventType: 'render.progress' | 'render.completed' | 'render.failed' | null,
): Promise<RenderJobRow | null> {
  return commitChange(deps, SYSTEM_ACTOR, async (trx) => {
    const job = await findJob(trx, jobId, true);
    const changes = job && !isFinished(job) ? patch(job) : null;
    if (!job || !changes) return { result: null, records: NO_RECORDS };
    const after = await updateJob(trx, jobId, { ...changes, touched_at: deps.now() });
    const announced = eventType !== null && after.parent_id === null && after.job_type === JobType.rendering;
    const document = announced ? await findDocumentForJob(trx, after.document_id) : null;
    return {
      result: after,
      records: { audit: [], events: document && eventType ? [renderEvent(eventType, after, document)] : [] },
    };
  });
}

/** Marks the job as rendering (pending) with its first progress. */
export function markPending(deps: RenderDeps, jobId: string, generation: number): Promise<RenderJobRow | null> {
  return changeJob(
    deps,
    jobId,
    (job) =>
      job.generation === generation
        ? { status: RenderingStatus.pending, started_at: job.started_at ?? deps.now(), progress: Math.max(job.progress, 5) }
        : null,
    'render.progress',
  );
}

/** Records progress (0–100, never backwards). */
export function recordProgress(deps: RenderDeps, jobId: string, progress: number): Promise<RenderJobRow | null> {
  return changeJob(
    deps,
    jobId,
    (job) => (progress > job.progress ? { progress: Math.min(99, Math.round(progress)) } : null),
    'render.progress',
  );
}

/** Stores the file (and a log when there is one) under the job's own keys, then completes the row. */
export async function completeJob(deps: RenderDeps, jobId: string, file: RenderedFile, log: string | null): Promise<RenderJobRow | null> {
  const key = renderFileKey(jobId, file.name);
  await deps.storage.put(key, Buffer.from(file.bytes), { contentType: file.contentType });
  if (log !== null) await deps.storage.put(renderLogKey(jobId), Buffer.from(log), { contentType: 'text/plain; charset=utf-8' });
  return changeJob(
    deps,
    jobId,
    (job) => ({
      status: RenderingStatus.completed,
      result: JobResult.completed,
      progress: 100,
      message: job.parent_id === null ? SuccessMessages.renderingCompleted : null,
      finished_at: deps.now(),
      file_key: key,
      file_name: file.name,
      content_type: file.contentType,
      file_size: file.bytes.byteLength,
      log_key: log === null ? null : renderLogKey(jobId),
      page_count: file.pages?.count ?? null,
      topic_pages: file.pages ? JSON.stringify(file.pages.topicPages) : null,
    }),
    'render.completed',
  );
}

/** Fails the job with the spec's message and the log saying why (kept for download). */
export async function failJob(deps: RenderDeps, jobId: string, message: string, log: string): Promise<RenderJobRow | null> {
  await deps.storage.put(renderLogKey(jobId), Buffer.from(log), { contentType: 'text/plain; charset=utf-8' });
  return changeJob(
    deps,
    jobId,
    () => ({
      status: RenderingStatus.error,
      result: JobResult.error,
      message,
      finished_at: deps.now(),
      log_key: renderLogKey(jobId),
    }),
    'render.failed',
  );
}
