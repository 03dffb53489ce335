import { JobType, RenderingStatus } from '@ea/contracts';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { LibraryExecutor, RenderJobsTable } from './schema.ts';

export type RenderJobRow = Selectable<RenderJobsTable>;

/** Inserts the job unless one with its key exists; the row of that key either way. */
export async function insertOrFindJob(
  ex: LibraryExecutor,
  values: Insertable<RenderJobsTable>,
): Promise<{ row: RenderJobRow; created: boolean }> {
  const inserted = await ex
    .insertInto('render_jobs')
    .values(values)
    .onConflict((c) => c.column('job_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const existing = await ex
    .selectFrom('render_jobs')
    .selectAll()
    .where('job_key', '=', values.job_key)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { row: existing, created: false };
}

export async function findJob(ex: LibraryExecutor, id: string, forUpdate = false): Promise<RenderJobRow | null> {
  const row = await ex
    .selectFrom('render_jobs')
    .selectAll()
    .where('id', '=', id)
    .$if(forUpdate, (q) => q.forUpdate())
    .executeTakeFirst();
  return row ?? null;
}

export async function updateJob(ex: LibraryExecutor, id: string, patch: Updateable<RenderJobsTable>): Promise<RenderJobRow> {
  return ex.updateTable('render_jobs').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function findJobByKey(ex: LibraryExecutor, jobKey: string): Promise<RenderJobRow | null> {
  const row = await ex.selectFrom('render_jobs').selectAll().where('job_key', '=', jobKey).executeTakeFirst();
  return row ?? null;
}

/** The chunks of a chunked render, in document order. */
export async function chunksOf(ex: LibraryExecutor, parentId: string): Promise<RenderJobRow[]> {
  return ex.selectFrom('render_jobs').selectAll().where('parent_id', '=', parentId).orderBy('chunk_index').execute();
}

/** A document's latest render requests (not their chunks, nor comment transfers), newest first. */
export async function jobsOfDocument(ex: LibraryExecutor, documentId: string, limit: number): Promise<RenderJobRow[]> {
  return ex
    .selectFrom('render_jobs')
    .selectAll()
    .where('document_id', '=', documentId)
    .where('parent_id', 'is', null)
    .where('job_type', '=', JobType.rendering)
    .orderBy('requested_at', 'desc')
    .limit(limit)
    .execute();
}

/** Unfinished jobs (initialized or pending) that have not moved since `before`, oldest first. */
export async function stalledJobs(ex: LibraryExecutor, before: Date, limit: number): Promise<RenderJobRow[]> {
  return ex
    .selectFrom('render_jobs')
    .selectAll()
    .where('status', 'in', [RenderingStatus.initialized, RenderingStatus.pending])
    .where('touched_at', '<', before)
    .orderBy('touched_at')
    .limit(limit)
    .execute();
}
