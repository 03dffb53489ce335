import { ErrorMessages } from '@ea/contracts';
import { defineProcessor, type WorkerContext } from '@ea/jobs';
import { findJob } from '../db/render-jobs-repository.ts';
import { LIBRARY_SCHEMA, libraryDb } from '../db/schema.ts';
import { COMMENT_TRANSFER_FAILED, runCommentTransfer } from '../domain/comments/run-comment-transfer.ts';
import { failJob } from '../domain/rendering/job-outcome.ts';
import type { RenderDeps } from '../domain/rendering/render-deps.ts';
import { runChunk, runMerge, runRender } from '../domain/rendering/run-render.ts';
import { sweepRenders } from '../domain/rendering/sweep-renders.ts';
import { renderEngines } from './render-engines.ts';
import { commentTransferQueue, renderChunkQueue, renderMergeQueue, renderQueue, renderSweepQueue } from './render-queues.ts';

/*
 * The rendering processors. A worker process has one set of engines (one warm browser), shared by
 * its render, chunk and merge processors; it is made when the first of them starts.
 */

const depsByContext = new WeakMap<WorkerContext, RenderDeps>();

function renderDeps(context: WorkerContext): RenderDeps {
  let deps = depsByContext.get(context);
  if (!deps) {
    deps = {
      db: libraryDb(context.db),
      schema: LIBRARY_SCHEMA,
      outboxWritten: () => context.outboxWritten(),
      storage: context.storage,
      queues: {
        render: context.queue(renderQueue),
        chunk: context.queue(renderChunkQueue),
        merge: context.queue(renderMergeQueue),
        commentTransfer: context.queue(commentTransferQueue),
      },
      engines: renderEngines(context.env),
      now: () => new Date(),
      log: context.log,
    };
    depsByContext.set(context, deps);
  }
  return deps;
}

/** Closes the process's engines (its browser) once, whichever render processor stops first. */
async function stopEngines(context: WorkerContext) {
  const deps = depsByContext.get(context);
  depsByContext.delete(context);
  await deps?.engines.close();
}

/** After the last try: the row says "Error in Rendering Document." and the log keeps the reason. */
async function failRender(context: WorkerContext, renderJobId: string, error: Error) {
  const deps = renderDeps(context);
  const job = await findJob(deps.db, renderJobId);
  const target = job?.parent_id ?? renderJobId;
  await failJob(deps, target, ErrorMessages.rendering, `The render failed: ${error.message}`);
  if (job?.parent_id) await failJob(deps, renderJobId, ErrorMessages.rendering, `The chunk failed: ${error.message}`);
}

export const renderProcessor = defineProcessor(renderQueue, (context) => (job) => runRender(renderDeps(context), job.data), {
  onFinalFailure: (context, job, error) => failRender(context, job.data.renderJobId, error),
  stop: stopEngines,
});

export const renderChunkProcessor = defineProcessor(renderChunkQueue, (context) => (job) => runChunk(renderDeps(context), job.data), {
  onFinalFailure: (context, job, error) => failRender(context, job.data.renderJobId, error),
  stop: stopEngines,
});

export const renderMergeProcessor = defineProcessor(renderMergeQueue, (context) => (job) => runMerge(renderDeps(context), job.data), {
  onFinalFailure: (context, job, error) => failRender(context, job.data.renderJobId, error),
  stop: stopEngines,
});

export const commentTransferProcessor = defineProcessor(
  commentTransferQueue,
  (context) => (job) => runCommentTransfer(renderDeps(context), job.data),
  {
    onFinalFailure: (context, job, error) =>
      failJob(renderDeps(context), job.data.renderJobId, COMMENT_TRANSFER_FAILED, `The comment transfer failed: ${error.message}`).then(
        () => {},
      ),
    stop: stopEngines,
  },
);

export const renderSweepProcessor = defineProcessor(renderSweepQueue, (context) => () => sweepRenders(renderDeps(context)), {
  stop: stopEngines,
});
