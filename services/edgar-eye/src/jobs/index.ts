import type { AnyProcessorDefinition } from '@ea/jobs';
import { indexPollProcessor } from './index-poll.ts';

/** EdgarEye's jobs, as the worker host runs them. */
export const edgarEyeJobs: readonly AnyProcessorDefinition[] = [indexPollProcessor];

export { INDEX_POLL_EVERY_MS, INDEX_POLL_SCHEDULE, indexPollQueue } from './index-poll.ts';
