import type { WorkerContext } from '@ea/jobs';
import type { ChangeDeps } from '@ea/service-kit/use-case';
import { EDGAR_EYE_SCHEMA, type EdgarEyeDb, type EdgarEyeTables, edgarEyeDb } from './db/schema.ts';
import { edgarClosuresFromEnv } from './domain/ingest/edgar-closures.ts';
import type { EdgarSource } from './domain/sources/edgar-source.ts';
import { sourceFromEnv } from './domain/sources/source-from-env.ts';

/** What EdgarEye's use cases work with, for its routes or its jobs. */
export interface EdgarEyeDeps extends ChangeDeps<EdgarEyeTables> {
  db: EdgarEyeDb;
  source: EdgarSource;
  /** EDGAR's clock: tests move it to the day of their files. */
  now(): Date;
  /** Days EDGAR is closed by order, beyond its holidays (EDGAR_CLOSED_DAYS). */
  closures: ReadonlySet<string>;
}

export type EdgarEyeResources = Pick<WorkerContext, 'db' | 'outboxWritten' | 'env'>;

export function edgarEyeDeps(resources: EdgarEyeResources, source: EdgarSource = sourceFromEnv(resources.env)): EdgarEyeDeps {
  return {
    db: edgarEyeDb(resources.db),
    schema: EDGAR_EYE_SCHEMA,
    source,
    now: () => new Date(),
    closures: edgarClosuresFromEnv(resources.env),
    outboxWritten: () => resources.outboxWritten(),
  };
}
