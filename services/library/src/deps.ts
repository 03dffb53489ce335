import type { JobLogger, QueueClient } from '@ea/jobs';
import type { ServiceContext } from '@ea/service-kit';
import { type CompanyProjection, companyProjection } from '@ea/service-kit/company-projection';
import type { ChangeDeps } from '@ea/service-kit/use-case';
import type { ObjectStorage } from '@ea/storage';
import { LIBRARY_SCHEMA, type LibraryDb, type LibraryTables, libraryDb } from './db/schema.ts';
import { commentTransferQueue, type RenderWorkPayload, type RenderWorkResult, renderQueue } from './jobs/render-queues.ts';
import { type UserProjection, userProjection } from './projection/users-projection.ts';
import type { UploadLimits } from './uploads/index.ts';

/**
 * What the library's use cases work with, built once per process:
 * - `db` (bound to the `library` schema), `schema` and `outboxWritten`: the write path of commitChange;
 * - `storage`: uploaded originals and topic images, stored under their content hash;
 * - `companies`: the projection of the directory's companies, which decides tenant scope
 *   (`readYourWrites` before a write that names a company);
 * - `users`: the projection of the identity's users, which decides who a comment may mention;
 * - `renders`: the producer of render jobs (exports); `commentTransfers`: of comment transfers (New Version Upload);
 * - `uploadLimits`: how large an upload may be and unpack to (tests make them small);
 * - `now`: the clock the library's timestamps are written with;
 * - `log`.
 */
export interface LibraryDeps extends ChangeDeps<LibraryTables> {
  db: LibraryDb;
  storage: ObjectStorage;
  companies: CompanyProjection;
  users: UserProjection;
  renders: QueueClient<RenderWorkPayload, RenderWorkResult>;
  commentTransfers: QueueClient<RenderWorkPayload, RenderWorkResult>;
  uploadLimits: Partial<UploadLimits>;
  now: () => Date;
  log: JobLogger;
}

/** The platform resources the deps are made of. */
export type LibraryResources = Pick<ServiceContext, 'db' | 'bus' | 'storage' | 'outboxWritten' | 'queue'>;

export function libraryDeps(
  resources: LibraryResources,
  log: JobLogger,
  overrides: Partial<Pick<LibraryDeps, 'uploadLimits' | 'now'>> = {},
): LibraryDeps {
  return {
    db: libraryDb(resources.db),
    schema: LIBRARY_SCHEMA,
    outboxWritten: () => resources.outboxWritten(),
    storage: resources.storage,
    companies: companyProjection({ bus: resources.bus, db: resources.db, schema: LIBRARY_SCHEMA, group: 'library', log }),
    users: userProjection({ bus: resources.bus, db: resources.db, log }),
    renders: resources.queue(renderQueue),
    commentTransfers: resources.queue(commentTransferQueue),
    uploadLimits: overrides.uploadLimits ?? {},
    now: overrides.now ?? (() => new Date()),
    log,
  };
}
