import type { JobStatus } from '@ea/jobs';

/** Polls a job until it reaches one of `states`; throws with its last status after `timeoutMs`. */
export async function waitForJob<Result>(
  client: { status(jobId: string): Promise<JobStatus<Result> | null> },
  jobId: string,
  states: readonly string[],
  timeoutMs = 15_000,
): Promise<JobStatus<Result>> {
  const deadline = Date.now() + timeoutMs;
  let last: JobStatus<Result> | null = null;
  while (Date.now() < deadline) {
    last = await client.status(jobId);
    if (last && states.includes(last.state)) return last;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${jobId} did not reach ${states.join('/')} in ${timeoutMs} ms; last status ${JSON.stringify(last)}`);
}
