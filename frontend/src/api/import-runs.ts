import type { ImportRunBody } from '@ea/contracts';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import { ApiRequestError } from './api-request-error.ts';

export type RunStatus = 'queued' | 'validating' | 'importing' | 'completed' | 'rejected' | 'failed';

/** A bulk import run as the API answers it (companies and users alike), its status narrowed. */
export interface ImportRun extends Omit<ImportRunBody, 'status'> {
  status: RunStatus;
}

/** Where one kind of import lives: its API area and the realtime events of its runs. */
export interface ImportArea {
  /** POST to start, GET to list the latest runs. */
  runs: string;
  templateUrl: string;
  /** The events that move a run forward: its progress and its end. */
  progressEvents: readonly string[];
  finishedEvent: string;
  /** What a created row is called in the outcome ("companies", "users"). */
  createdNoun: string;
}

/** The import area under `runs` (e.g. /api/user/bulkImport) whose runs announce `events`. */
export function importArea(runs: string, events: { progress: string; finished: string }, createdNoun: string): ImportArea {
  return {
    runs,
    templateUrl: `${runs}/template`,
    progressEvents: [events.progress, events.finished],
    finishedEvent: events.finished,
    createdNoun,
  };
}

export const runKey = (area: ImportArea, id: string) => `${area.runs}/${id}`;

/** Every SWR key of the area's runs (the list and single runs), the template left out. */
export const runsKeyMatcher = (area: ImportArea) => (key: unknown) =>
  typeof key === 'string' && (key === area.runs || (key.startsWith(`${area.runs}/`) && key !== area.templateUrl));

const FINISHED: readonly RunStatus[] = ['completed', 'rejected', 'failed'];
export const isFinished = (run: Pick<ImportRun, 'status'>) => FINISHED.includes(run.status);

/** Past runs, newest first. */
export function useRuns(area: ImportArea) {
  return useSWR<{ items: ImportRun[] }>(area.runs);
}

/**
 * One run. Live progress arrives over the realtime connection; while the run is unfinished the
 * run is also re-read every few seconds, so progress still moves if that connection is down.
 */
export function useRun(area: ImportArea, id: string | null) {
  return useSWR<ImportRun>(id === null ? null : runKey(area, id), {
    refreshInterval: (run) => (run && isFinished(run) ? 0 : 3000),
  });
}

export interface StartImportOptions {
  file: File;
  importValid: boolean;
  /** Rows naming an existing record update it (imports that offer it: companies). */
  updateExisting: boolean;
  channelId: number | null;
}

/**
 * Sends the workbook. The same file sent again into the same channel and modes answers the earlier
 * run (`created: false`) and imports nothing twice.
 */
export async function startImport(
  session: SessionClient,
  area: ImportArea,
  options: StartImportOptions,
): Promise<{ run: ImportRun; created: boolean }> {
  const form = new FormData();
  if (options.importValid) form.append('importValid', 'true');
  if (options.updateExisting) form.append('updateExisting', 'true');
  if (options.channelId !== null) form.append('channelId', String(options.channelId));
  form.append('file', options.file, options.file.name);
  const response = await session.request(area.runs, { method: 'POST', body: form });
  if (!response.ok) throw await ApiRequestError.fromResponse(response);
  return (await response.json()) as { run: ImportRun; created: boolean };
}
