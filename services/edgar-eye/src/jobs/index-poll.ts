import { withinEdgarHours } from '@ea/contracts';
import { defineProcessor, defineQueue } from '@ea/jobs';
import { Type } from 'typebox';
import { edgarEyeDeps } from '../deps.ts';
import { pollSource } from '../domain/ingest/poll-source.ts';

/** How often the source is asked for new files during EDGAR hours. */
export const INDEX_POLL_EVERY_MS = 60_000;
export const INDEX_POLL_SCHEDULE = 'edgar-index-poll';

const PollPayload = Type.Object({});

/** The scheduled poll of the EDGAR source. */
export const indexPollQueue = defineQueue<Record<string, never>, { files: number; skipped: boolean }>({
  name: 'edgar-index-poll',
  jobId: () => 'edgar-index-poll',
  payload: PollPayload,
  attempts: 3,
  // The source may be briefly unreachable; the next minute's poll catches up anyway.
  backoff: { type: 'exponential', delay: 10_000 },
  keepCompleted: { count: 10 },
});

export const indexPollProcessor = defineProcessor(indexPollQueue, (context) => {
  const deps = edgarEyeDeps(context);
  return async () => {
    if (!withinEdgarHours(deps.now(), deps.closures)) return { files: 0, skipped: true };
    const files = await pollSource(deps);
    return { files: files.filter((file) => file.added > 0).length, skipped: false };
  };
});
