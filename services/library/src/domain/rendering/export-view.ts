import type { ExportJob } from '@ea/contracts/library';
import type { RenderJobRow } from '../../db/render-jobs-repository.ts';

const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());

export function exportView(job: RenderJobRow): ExportJob {
  return {
    jobId: job.id,
    documentId: job.document_id,
    versionNumber: job.version_number,
    format: job.format as ExportJob['format'],
    jobType: job.job_type,
    status: job.status,
    result: job.result,
    progress: job.progress,
    message: job.message,
    requestedAt: new Date(job.requested_at).toISOString(),
    startedAt: iso(job.started_at),
    finishedAt: iso(job.finished_at),
    file:
      job.file_key && job.file_name && job.content_type
        ? { name: job.file_name, size: Number(job.file_size ?? 0), contentType: job.content_type }
        : null,
    hasLog: job.log_key !== null,
    pageCount: job.page_count,
    topicPages: job.topic_pages,
  };
}
