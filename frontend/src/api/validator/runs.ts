import type { RunDetail, RunMessagePage, RunPage, RunState, RunSummary, ValidationSeverity } from '@ea/contracts/validator';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import { ApiRequestError } from '../api-request-error.ts';
import { VALIDATOR_API } from './api-base.ts';

/** How often an unfinished run is re-read, so progress still moves while the realtime connection is down. */
const LIVE_REFRESH_MS = 3000;

export const isLiveState = (state: RunState) => state === 'queued' || state === 'running';

/** A module's runs of its projects (the Validator's shapes) under its API base. */
export function runsApi(base: string) {
  const runsOf = (projectId: number) => `${base}/projects/${projectId}/runs`;
  /** The SWR key of one page of a project's runs, newest first. */
  const runHistoryKey = (projectId: number, page: number, size: number) => `${runsOf(projectId)}?page=${page}&size=${size}`;
  const runKey = (runId: number) => `${base}/runs/${runId}`;
  return {
    runHistoryKey,
    runKey,
    useRunHistory: (projectId: number | null, page: number, size: number) =>
      useSWR<RunPage>(projectId === null ? null : runHistoryKey(projectId, page, size), { keepPreviousData: true }),
    /** Every cached page of the project's run history. */
    isRunHistoryKeyOf: (projectId: number) => (key: unknown) => typeof key === 'string' && key.startsWith(`${runsOf(projectId)}?`),
    /** GET …/runs/:runId: the run with its rule groups; re-read every few seconds while it is live. */
    useRun: (runId: number | null) =>
      useSWR<RunDetail>(runId === null ? null : runKey(runId), {
        refreshInterval: (detail) => (detail && !isLiveState(detail.run.state) ? 0 : LIVE_REFRESH_MS),
      }),
    /** POST the filing as multipart `file`: the server checks its content and answers the queued run (202). */
    startRun: async (session: SessionClient, projectId: number, file: File): Promise<RunSummary> => {
      const form = new FormData();
      form.append('file', file, file.name);
      const response = await session.request(runsOf(projectId), { method: 'POST', body: form });
      if (!response.ok) throw await ApiRequestError.fromResponse(response);
      return (await response.json()) as RunSummary;
    },
  };
}

export const { runHistoryKey, runKey, useRunHistory, isRunHistoryKeyOf, useRun, startRun } = runsApi(VALIDATOR_API);

export interface MessageFilter {
  severity: ValidationSeverity;
  ruleId: string;
  page: number;
  size: number;
}

export const runMessagesKey = (runId: number, filter: MessageFilter) =>
  `${runKey(runId)}/messages?${new URLSearchParams({
    severity: filter.severity,
    ruleId: filter.ruleId,
    page: String(filter.page),
    size: String(filter.size),
  })}`;

/** GET validator/runs/:runId/messages: one page of a rule group's messages with their locations. */
export function useRunMessages(runId: number, filter: MessageFilter) {
  return useSWR<RunMessagePage>(runMessagesKey(runId, filter), { keepPreviousData: true });
}

/** Where the run's whole log is downloaded from (text, every message with its location). */
export const runLogAddress = (runId: number) => `${runKey(runId)}/log`;
