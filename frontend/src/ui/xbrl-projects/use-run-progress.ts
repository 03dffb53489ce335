import { Rooms } from '@ea/contracts';
import type { RunDetail, ValidatorEventType } from '@ea/contracts/validator';
import { useSWRConfig } from 'swr';
import type { XbrlProjectApi } from '@/api/validator/xbrl-project-api.ts';
import { useRealtimeMessages, useRealtimeRoom } from '@/app/realtime/realtime-messages.tsx';
import { applyProgress, progressOf } from './run-progress.ts';

const PROGRESS: ValidatorEventType = 'run.progress';
const FINISHED: ValidatorEventType = 'run.finished';

/**
 * Follows the project's runs live while its pane is open. The service (the Validator's runs, for
 * every module with its projects) sends a run's events to
 * its company's room (whoever may see the company may see its runs; the hub admits exactly them),
 * so the pane asks for that room and keeps this project's messages. A progress message moves the
 * cached run at once; a change of state or the end re-reads the run (its groups and counts), the
 * history and the lists showing its last run. The run's own re-reads (useRun) keep it moving when
 * the connection is down.
 */
export function useRunProgress(api: XbrlProjectApi, companyId: number, projectId: number): void {
  const { mutate } = useSWRConfig();
  useRealtimeRoom(Rooms.company(companyId));
  useRealtimeMessages(
    (message) => (message.event === PROGRESS || message.event === FINISHED) && message.data?.projectId === projectId,
    (message) => {
      const update = progressOf(message.data);
      if (!update) return;
      let stateChanged = message.event === FINISHED;
      void mutate<RunDetail>(
        api.runKey(update.runId),
        (current) => {
          if (!current) return current;
          if (update.state !== current.run.state) stateChanged = true;
          return applyProgress(current, update);
        },
        { revalidate: false },
      ).then(() => {
        if (!stateChanged) return;
        void mutate(api.runKey(update.runId));
        void mutate(api.isRunHistoryKeyOf(projectId));
        void mutate(api.projectKey(projectId));
        void mutate(api.isProjectListKey);
        void mutate(api.isCompanyListKey);
      });
    },
  );
}
