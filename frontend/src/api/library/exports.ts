import { RenderingStatus } from '@ea/contracts';
import type { ExportBody, ExportJob, ExportJobList } from '@ea/contracts/library';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import { documentPath } from './library-paths.ts';
import { postWithProgress, type UploadProgress } from './upload-with-progress.ts';

/** The export service's addresses (spec §7 `export`): a render job, its file and its log. */
export const exportKey = (jobId: string) => `/api/export/${encodeURIComponent(jobId)}`;
export const exportFilePath = (jobId: string) => `${exportKey(jobId)}/file`;
export const exportLogPath = (jobId: string) => `${exportKey(jobId)}/log`;
/** Page `page` of a rendered PDF as an image. */
export const exportPagePath = (jobId: string, page: number) => `${exportKey(jobId)}/pages/${page}`;
/** A document's latest exports. */
export const exportsKey = (documentId: string) => documentPath(documentId, 'exports');

/** Whether a render job is still to finish (initialized or pending). */
export const isRenderRunning = (status: number) => status === RenderingStatus.initialized || status === RenderingStatus.pending;

/** A render job; realtime events refetch it, and while it runs a slow poll covers a dropped connection. */
export function useExportJob(jobId: string | null) {
  return useSWR<ExportJob>(jobId === null ? null : exportKey(jobId), {
    refreshInterval: (job) => (job !== undefined && isRenderRunning(job.status) ? 5_000 : 0),
  });
}

export function useDocumentExports(documentId: string) {
  return useSWR<ExportJobList>(exportsKey(documentId));
}

/** Asks for a render; the same request again answers the same job. */
export function requestExport(session: SessionClient, body: ExportBody): Promise<{ jobId: string }> {
  return session.json<{ jobId: string }>('/api/export', { method: 'POST', body: JSON.stringify(body) });
}

/** An EDGAR HTML file made elsewhere, for the document's current version: checked and kept, or refused with its log. */
export function uploadEdgarHtml(session: SessionClient, documentId: string, file: File, onProgress: UploadProgress): Promise<ExportJob> {
  const form = new FormData();
  form.append('file', file, file.name);
  return postWithProgress<ExportJob>(session, documentPath(documentId, 'edgar-html'), form, onProgress);
}
