import useSWR from 'swr';
import { ApiRequestError } from '../../../app/api/api-request-error.ts';
import type { SessionClient } from '../../../app/session/session-client.ts';

export type RunStatus = 'queued' | 'validating' | 'importing' | 'completed' | 'rejected' | 'failed';

/** A bulk import run as the API answers it. */
export interface BulkImportRun {
  id: string;
  channelId: number;
  fileName: string;
  importValid: boolean;
  status: RunStatus;
  total: number;
  /** Rows handled so far, failed ones included. */
  done: number;
  failed: number;
  created: number;
  skipped: number;
  percent: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  errorReportUrl: string | null;
}

const RUNS = '/api/bulkImport';
export const TEMPLATE_URL = `${RUNS}/template`;
export const runKey = (id: string) => `${RUNS}/${id}`;

const FINISHED: readonly RunStatus[] = ['completed', 'rejected', 'failed'];
export const isFinished = (run: Pick<BulkImportRun, 'status'>) => FINISHED.includes(run.status);

/** Past runs, newest first. */
export function useRuns() {
  return useSWR<{ items: BulkImportRun[] }>(RUNS);
}

/**
 * One run. Live progress arrives over the realtime connection; while the run is unfinished the
 * run is also re-read every few seconds, so progress still moves if that connection is down.
 */
export function useRun(id: string | null) {
  return useSWR<BulkImportRun>(id === null ? null : runKey(id), {
    refreshInterval: (run) => (run && isFinished(run) ? 0 : 3000),
  });
}

export const isRunsKey = (key: unknown) => typeof key === 'string' && key.startsWith(RUNS) && key !== TEMPLATE_URL;

/**
 * Sends the workbook. The same file sent again into the same channel and mode answers the earlier
 * run (`created: false`) and imports nothing twice.
 */
export async function startImport(
  session: SessionClient,
  options: { file: File; importValid: boolean; channelId: number | null },
): Promise<{ run: BulkImportRun; created: boolean }> {
  const form = new FormData();
  if (options.importValid) form.append('importValid', 'true');
  if (options.channelId !== null) form.append('channelId', String(options.channelId));
  form.append('file', options.file, options.file.name);
  const response = await session.request(RUNS, { method: 'POST', body: form });
  if (!response.ok) throw await ApiRequestError.fromResponse(response);
  return (await response.json()) as { run: BulkImportRun; created: boolean };
}

/** Downloads a bearer-protected file (template, error report) under the name the server gives it. */
export async function downloadFile(session: SessionClient, url: string, fallbackName: string): Promise<void> {
  const response = await session.request(url);
  if (!response.ok) throw await ApiRequestError.fromResponse(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
