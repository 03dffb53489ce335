import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { useSessionClient } from '../../../app/session/session-context.tsx';
import { type BulkImportRun, isRunsKey, runKey } from './bulk-import-api.ts';
import { applyProgress, PROGRESS_EVENTS } from './run-progress.ts';

/**
 * Follows an unfinished run over the realtime connection: each progress message updates the
 * cached run at once; a change of stage and the finished message re-read the run and the past
 * runs for the row count, final counts and the error report. Disconnects when the run is done or
 * the screen closes.
 */
export function useLiveProgress(run: BulkImportRun | undefined, active: boolean): void {
  const session = useSessionClient();
  const { mutate } = useSWRConfig();
  const runId = run?.id;
  useEffect(() => {
    if (!active || runId === undefined) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../../../app/realtime/realtime-client.ts').then(({ connectRealtime }) => {
      if (cancelled) return;
      stop = connectRealtime({
        getToken: () => session.accessToken,
        onMessage: (message) => {
          if (message.aggregateId !== runId || !(PROGRESS_EVENTS as readonly string[]).includes(message.event)) return;
          let statusChanged = false;
          void mutate<BulkImportRun>(
            runKey(runId),
            (current) => {
              if (!current) return current;
              const next = applyProgress(current, message);
              statusChanged = next.status !== current.status;
              return next;
            },
            { revalidate: false },
          ).then(() => {
            // A new stage (or the end) brings the row count, final counts and the report: read them.
            if (statusChanged || message.event === 'bulk-import.finished') void mutate(isRunsKey);
          });
        },
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [active, runId, session, mutate]);
}
