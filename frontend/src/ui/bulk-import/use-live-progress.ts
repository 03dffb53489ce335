import { useSWRConfig } from 'swr';
import { type ImportArea, type ImportRun, isFinished, runKey, runsKeyMatcher } from '@/api/import-runs.ts';
import { useRealtimeMessages } from '@/app/realtime/realtime-messages.tsx';
import { applyProgress } from './run-progress.ts';

/**
 * Follows an unfinished run through the app's realtime messages: each progress message updates
 * the cached run at once; a change of stage and the finished message re-read the run and the past
 * runs for the row count, final counts and the error report.
 */
export function useLiveProgress(area: ImportArea, run: ImportRun | undefined): void {
  const { mutate } = useSWRConfig();
  useRealtimeMessages(
    (message) => run !== undefined && !isFinished(run) && message.aggregateId === run.id && area.progressEvents.includes(message.event),
    (message) => {
      if (!run) return;
      let statusChanged = false;
      void mutate<ImportRun>(
        runKey(area, run.id),
        (current) => {
          if (!current) return current;
          const next = applyProgress(current, message, area.progressEvents);
          statusChanged = next.status !== current.status;
          return next;
        },
        { revalidate: false },
      ).then(() => {
        // A new stage (or the end) brings the row count, final counts and the report: read them.
        if (statusChanged || message.event === area.finishedEvent) void mutate(runsKeyMatcher(area));
      });
    },
  );
}
