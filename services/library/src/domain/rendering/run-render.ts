import { ErrorMessages, type ExportFormat, JobType, RenderingStatus } from '@ea/contracts';
import type { RenderOptions } from '@ea/contracts/library';
import { commitChange } from '@ea/service-kit/use-case';
import { chunksOf, findJob, insertOrFindJob, type RenderJobRow, updateJob } from '../../db/render-jobs-repository.ts';
import type { RenderWorkPayload, RenderWorkResult } from '../../jobs/render-queues.ts';
import { completeJob, failJob, isFinished, markPending, recordProgress, SYSTEM_ACTOR } from './job-outcome.ts';
import type { RenderDeps } from './render-deps.ts';
import { RenderSourceGone, readAll, renderSource } from './render-source.ts';

const result = (job: Pick<RenderJobRow, 'id' | 'status'>): RenderWorkResult => ({ renderJobId: job.id, status: job.status });

/**
 * One run of a render job: renders the version in its format and completes the row, or, for a PDF
 * long enough to be worth it, starts its chunks (their jobs render in parallel, the last one to
 * finish queues the merge). A job of an older generation, or of a finished row, does nothing; a
 * run after a crash starts again (the output is written under the job's own key, so once).
 */
export async function runRender(deps: RenderDeps, work: RenderWorkPayload): Promise<RenderWorkResult> {
  const job = await markPending(deps, work.renderJobId, work.generation);
  if (!job) return current(deps, work.renderJobId);
  const format = job.format as ExportFormat;
  const options = job.options as RenderOptions;
  const { source } = await loadSource(deps, job);
  if (!source) return current(deps, job.id);

  if (format === 'pdf') {
    const chunks = deps.engines.pdfChunkCount(source, options);
    if (chunks > 1) return result(await startChunks(deps, job, chunks));
  }
  const outcome = await deps.engines.render(format, source, options);
  const after =
    outcome.file === null
      ? await failJob(deps, job.id, outcome.message, outcome.log)
      : await completeJob(deps, job.id, outcome.file, outcome.log);
  return result(after ?? job);
}

/**
 * Creates the chunk rows (once: their keys derive from the parent's) and queues every chunk not
 * yet rendered; when a re-driven parent finds them all rendered, it queues the merge instead.
 */
async function startChunks(deps: RenderDeps, parent: RenderJobRow, count: number): Promise<RenderJobRow> {
  const chunks = await commitChange(deps, SYSTEM_ACTOR, async (trx) => {
    const now = deps.now();
    const rows: RenderJobRow[] = [];
    for (let index = 0; index < count; index++) {
      const { row } = await insertOrFindJob(trx, {
        id: crypto.randomUUID(),
        job_key: `${parent.job_key}/chunk-${index}`,
        parent_id: parent.id,
        chunk_index: index,
        document_id: parent.document_id,
        version_id: parent.version_id,
        version_number: parent.version_number,
        format: parent.format,
        options: JSON.stringify(parent.options),
        job_type: JobType.chunking,
        status: RenderingStatus.initialized,
        requested_by: parent.requested_by,
        requested_by_email: parent.requested_by_email,
        requested_at: now,
        touched_at: now,
      });
      // A chunk left unfinished by an earlier generation of the parent starts a new generation too.
      const fresh =
        isFinished(row) || row.generation >= parent.generation
          ? row
          : await updateJob(trx, row.id, { generation: parent.generation, touched_at: now });
      rows.push(fresh);
    }
    return { result: rows, records: { audit: [], events: [] } };
  });
  const open = chunks.filter((chunk) => !isFinished(chunk));
  if (open.length === 0) await deps.queues.merge.enqueue({ renderJobId: parent.id, generation: parent.generation });
  for (const chunk of open) await deps.queues.chunk.enqueue({ renderJobId: chunk.id, generation: chunk.generation });
  await recordProgress(deps, parent.id, 10);
  return (await findJob(deps.db, parent.id)) ?? parent;
}

/** One chunk of a long PDF: rendered, stored, and, when it was the last one, the merge queued. */
export async function runChunk(deps: RenderDeps, work: RenderWorkPayload): Promise<RenderWorkResult> {
  const chunk = await markPending(deps, work.renderJobId, work.generation);
  if (!chunk || chunk.parent_id === null || chunk.chunk_index === null) return current(deps, work.renderJobId);
  const parent = await findJob(deps.db, chunk.parent_id);
  if (!parent || isFinished(parent)) return current(deps, chunk.id);
  const { source } = await loadSource(deps, chunk);
  if (!source) return current(deps, chunk.id);
  const bytes = await deps.engines.pdfChunk(source, chunk.options as RenderOptions, chunk.chunk_index);
  await completeJob(deps, chunk.id, { bytes, name: `chunk-${chunk.chunk_index}.pdf`, contentType: 'application/pdf' }, null);
  const siblings = await chunksOf(deps.db, parent.id);
  const done = siblings.filter((s) => s.status === RenderingStatus.completed).length;
  // Chunks take the parent from 10 % to 90 %; the merge does the rest.
  await recordProgress(deps, parent.id, 10 + (80 * done) / siblings.length);
  if (done === siblings.length) await deps.queues.merge.enqueue({ renderJobId: parent.id, generation: parent.generation });
  return current(deps, chunk.id);
}

/** Merges a PDF's chunks in order with continuous page numbers and completes the parent. */
export async function runMerge(deps: RenderDeps, work: RenderWorkPayload): Promise<RenderWorkResult> {
  const parent = await findJob(deps.db, work.renderJobId);
  if (!parent || isFinished(parent) || parent.generation !== work.generation) return current(deps, work.renderJobId);
  const chunks = await chunksOf(deps.db, parent.id);
  if (chunks.length === 0 || chunks.some((c) => c.status !== RenderingStatus.completed || c.file_key === null)) {
    // Not every chunk is rendered: the last chunk to finish queues the merge again.
    return result(parent);
  }
  const { source } = await loadSource(deps, parent);
  if (!source) return current(deps, parent.id);
  const parts = await Promise.all(chunks.map(async (c) => readAll(await deps.storage.get(c.file_key!))));
  const file = await deps.engines.mergePdf(source, parent.options as RenderOptions, parts);
  return result((await completeJob(deps, parent.id, file, null)) ?? parent);
}

/** The version to render, or null once the job is failed because the version is gone. */
async function loadSource(deps: RenderDeps, job: RenderJobRow) {
  try {
    return await renderSource(deps, job);
  } catch (error) {
    if (!(error instanceof RenderSourceGone)) throw error;
    await failJob(deps, job.parent_id ?? job.id, ErrorMessages.rendering, error.message);
    return { source: null };
  }
}

async function current(deps: RenderDeps, jobId: string): Promise<RenderWorkResult> {
  const job = await findJob(deps.db, jobId);
  return { renderJobId: jobId, status: job?.status ?? RenderingStatus.error };
}
