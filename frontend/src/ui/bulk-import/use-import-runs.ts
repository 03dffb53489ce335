import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { downloadFile } from '@/api/download-file.ts';
import { type ImportArea, runKey, runsKeyMatcher, type StartImportOptions, startImport } from '@/api/import-runs.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { useNotifications } from '../notifications/notifications-context.tsx';

export const ALREADY_IMPORTED = 'This file was already imported: showing that run. Nothing was imported twice.';

/**
 * What an import screen does with runs: start one (and follow it through `?run=` in the address,
 * so a reload keeps showing it), open a past one, and download the template or an error report.
 */
export function useImportRuns(area: ImportArea) {
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const [search, setSearch] = useSearchParams();

  const download = (url: string, name: string) =>
    downloadFile(session, url, name).catch((error: Error) => notifications.show({ kind: 'error', message: error.message }));

  /** Uploads the file; an ApiRequestError (with its field messages) is left to the form. */
  const start = async (options: StartImportOptions) => {
    const started = await startImport(session, area, options);
    await mutate(runKey(area, started.run.id), started.run, { revalidate: false });
    void mutate(runsKeyMatcher(area));
    if (!started.created) notifications.show({ kind: 'info', message: ALREADY_IMPORTED });
    setSearch({ run: started.run.id });
  };

  return { runId: search.get('run'), openRun: (id: string) => setSearch({ run: id }), download, start };
}
