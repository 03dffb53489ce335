import { JobResult, type JobResultId } from '@ea/contracts';
import type { Queue } from 'bullmq';

/** One job as the UI sees it. */
export interface JobStatus<Result> {
  jobId: string;
  /** BullMQ's state: waiting, delayed, prioritized, active, completed, failed, … */
  state: string;
  /** 0-100, as last reported by the processor. */
  progress: number;
  /** Finished runs (failed or completed). */
  attemptsMade: number;
  /** Started runs, including those cut short by a dead worker. */
  attemptsStarted: number;
  /** Times the job was found without a live worker and put back in the queue. */
  stalledCount: number;
  /** The spec's job result once the job is finished: completed 3, error 2; null while pending. */
  result: JobResultId | null;
  /** What the processor returned, once completed. */
  returnValue: Result | null;
  failedReason: string | null;
  finishedAt: Date | null;
}

/** Reads a job's status, or null when there is no such job (never added, or evicted). */
export async function readJobStatus<Result>(queue: Queue, jobId: string): Promise<JobStatus<Result> | null> {
  // The state is read before the job's fields: a job that finishes between the two reads then
  // shows its final fields under an earlier state, never a finished state with stale fields
  // (finishing writes the state and the fields in one atomic step).
  const state = await queue.getJobState(jobId);
  const job = await queue.getJob(jobId);
  if (state === 'unknown' || !job) return null;
  const result = state === 'completed' ? JobResult.completed : state === 'failed' ? JobResult.error : null;
  return {
    jobId,
    state,
    progress: typeof job.progress === 'number' ? job.progress : 0,
    attemptsMade: job.attemptsMade,
    attemptsStarted: job.attemptsStarted,
    stalledCount: job.stalledCounter,
    result,
    returnValue: state === 'completed' ? (job.returnvalue as Result) : null,
    failedReason: state === 'failed' ? job.failedReason : null,
    finishedAt: job.finishedOn ? new Date(job.finishedOn) : null,
  };
}
