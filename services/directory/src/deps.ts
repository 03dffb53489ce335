import type { ImportRunPayload, ImportRunResult, QueueClient, WorkerContext } from '@ea/jobs';
import type { ChangeDeps } from '@ea/service-kit/use-case';
import type { ObjectStorage } from '@ea/storage';
import { DIRECTORY_SCHEMA, type DirectoryDb, type DirectoryTables, directoryDb } from './db/schema.ts';
import { companyImportQueue } from './jobs/company-import-queue.ts';

/** What the directory's use cases work with; built once per process, for its routes or its jobs. */
export interface DirectoryDeps extends ChangeDeps<DirectoryTables> {
  db: DirectoryDb;
  /** Channel logos and uploaded workbooks. */
  storage: ObjectStorage;
  /** Producer of companies-import jobs. */
  imports: QueueClient<ImportRunPayload, ImportRunResult>;
}

/** The platform resources the deps are made of: a service's context and a worker's both have them. */
export type DirectoryResources = Pick<WorkerContext, 'db' | 'storage' | 'outboxWritten' | 'queue'>;

export function directoryDeps(resources: DirectoryResources): DirectoryDeps {
  return {
    db: directoryDb(resources.db),
    schema: DIRECTORY_SCHEMA,
    storage: resources.storage,
    imports: resources.queue(companyImportQueue),
    outboxWritten: () => resources.outboxWritten(),
  };
}
