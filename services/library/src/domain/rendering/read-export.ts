import { ApiError, ErrorMessages, RenderingStatus } from '@ea/contracts';
import { type ExportJob, type ExportJobList, LibraryErrors } from '@ea/contracts/library';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { findJob, jobsOfDocument, type RenderJobRow } from '../../db/render-jobs-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import type { DocumentFileDownload } from '../documents/read-document-file.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { exportView } from './export-view.ts';

/**
 * A render request the caller may see: its document must be visible to them, so a job id of
 * another tenant's document is "Export not found", like an unknown one. Chunks are not exports.
 */
export async function visibleJob(ctx: UseCaseContext<LibraryDeps>, jobId: string): Promise<RenderJobRow> {
  const job = await findJob(ctx.deps.db, jobId);
  if (!job || job.parent_id !== null) throw new ApiError('notFound', LibraryErrors.exportNotFound);
  try {
    await visibleDocument(ctx, job.document_id, { deleted: 'any' });
  } catch {
    throw new ApiError('notFound', LibraryErrors.exportNotFound);
  }
  return job;
}

export async function readExport(ctx: UseCaseContext<LibraryDeps>, input: { jobId: string }): Promise<ExportJob> {
  return exportView(await visibleJob(ctx, input.jobId));
}

/** A document's latest exports, newest first: what the proof pane offers to open or download. */
export async function listExports(ctx: UseCaseContext<LibraryDeps>, input: { id: string }): Promise<ExportJobList> {
  const document = await visibleDocument(ctx, input.id);
  const jobs = await jobsOfDocument(ctx.deps.db, document.id, 50);
  return { items: jobs.map(exportView) };
}

/**
 * The rendered file. Before it exists: "IXBRL is not Generated!" for Inline XBRL (spec §8), "File
 * not Available for Download" otherwise.
 */
export async function downloadExport(ctx: UseCaseContext<LibraryDeps>, input: { jobId: string }): Promise<DocumentFileDownload> {
  const job = await visibleJob(ctx, input.jobId);
  if (job.status !== RenderingStatus.completed || !job.file_key || !job.file_name || !job.content_type) {
    if (job.format === 'ixbrl') throw new ApiError('conflict', ErrorMessages.ixbrlNotGenerated);
    throw new ApiError('notFound', ErrorMessages.fileNotAvailable);
  }
  const stream = await ctx.deps.storage.get(job.file_key);
  return { stream, name: job.file_name, contentType: job.content_type, size: Number(job.file_size ?? 0) };
}

/** The log of a render (violations, missing tagging, the failure); "File not Available for Download" when it has none. */
export async function downloadExportLog(ctx: UseCaseContext<LibraryDeps>, input: { jobId: string }): Promise<DocumentFileDownload> {
  const job = await visibleJob(ctx, input.jobId);
  if (!job.log_key) throw new ApiError('notFound', ErrorMessages.fileNotAvailable);
  const head = await ctx.deps.storage.head(job.log_key);
  if (!head) throw new ApiError('notFound', ErrorMessages.fileNotAvailable);
  return {
    stream: await ctx.deps.storage.get(job.log_key),
    name: `${job.format}-render-log.txt`,
    contentType: 'text/plain; charset=utf-8',
    size: head.size,
  };
}
