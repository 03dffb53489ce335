import type { JobLogger, QueueClient } from '@ea/jobs';
import type { ChangeDeps } from '@ea/service-kit/use-case';
import type { ObjectStorage } from '@ea/storage';
import type { LibraryDb, LibraryTables } from '../../db/schema.ts';
import type { RenderWorkPayload, RenderWorkResult } from '../../jobs/render-queues.ts';
import type { RenderEngines } from './render-engines.ts';

/**
 * The job queues' producers: a request starts a render, a render its chunks, the last chunk the
 * merge; the sweeper re-drives renders and comment transfers.
 */
export interface RenderQueues {
  render: QueueClient<RenderWorkPayload, RenderWorkResult>;
  chunk: QueueClient<RenderWorkPayload, RenderWorkResult>;
  merge: QueueClient<RenderWorkPayload, RenderWorkResult>;
  commentTransfer: QueueClient<RenderWorkPayload, RenderWorkResult>;
}

/** What the render and comment transfer jobs work with, in a worker process. */
export interface RenderDeps extends ChangeDeps<LibraryTables> {
  db: LibraryDb;
  storage: ObjectStorage;
  queues: RenderQueues;
  engines: RenderEngines;
  now: () => Date;
  log: JobLogger;
}
