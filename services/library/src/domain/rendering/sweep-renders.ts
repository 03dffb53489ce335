import { ErrorMessages, JobType } from '@ea/contracts';
import { findJob, stalledJobs, updateJob } from '../../db/render-jobs-repository.ts';
import { failJob } from './job-outcome.ts';
import type { RenderDeps } from './render-deps.ts';

/**
 * How long an unfinished job may go without a change before the sweeper re-drives it. A running
 * render touches its row when it starts, at each chunk and when it ends; the longest single step
 * is one print, bounded by the print timeout (2 minutes) and tried three times a few seconds
 * apart. BullMQ already retries a job whose worker died (stalled-job recovery, in seconds); the
 * sweeper is for work BullMQ no longer holds: a request whose job was never queued (Redis down
 * after the row was written) or lost with Redis's data. Ten minutes is past all of those.
 */
export const STALL_BOUND_MS = 10 * 60_000;
/** Re-drives of one row before it is given up as failed: a document that kills every worker must not loop. */
export const MAX_GENERATIONS = 4;

/** Re-drives unfinished jobs that have not moved within the bound (a new generation, queued again), or fails them. */
export async function sweepRenders(deps: RenderDeps): Promise<{ redriven: number; failed: number }> {
  const stalled = await stalledJobs(deps.db, new Date(deps.now().getTime() - STALL_BOUND_MS), 100);
  let redriven = 0;
  let failed = 0;
  for (const job of stalled) {
    // Chunks are re-driven through their parent, which queues what is left of them.
    const target = job.parent_id === null ? job : await findJob(deps.db, job.parent_id);
    if (!target || target.id !== job.id) continue;
    if (job.generation >= MAX_GENERATIONS) {
      await failJob(deps, job.id, ErrorMessages.rendering, `The render did not finish after ${job.generation} attempts.`);
      failed++;
      continue;
    }
    const next = await updateJob(deps.db, job.id, { generation: job.generation + 1, touched_at: deps.now() });
    const queue = next.job_type === JobType.commentTransfer ? deps.queues.commentTransfer : deps.queues.render;
    await queue.enqueue({ renderJobId: next.id, generation: next.generation });
    redriven++;
  }
  return { redriven, failed };
}
