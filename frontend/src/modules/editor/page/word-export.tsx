import { ErrorMessages, RenderingStatus, SuccessMessages } from '@ea/contracts';
import type { DocumentDetail } from '@ea/contracts/library';
import { useEffect, useRef, useState } from 'react';
import { downloadFailure, downloadFile } from '@/api/download-file.ts';
import { exportFilePath, isRenderRunning, requestExport, useExportJob } from '@/api/library/exports.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';

/**
 * Word (spec §7 `word`): the document's saved version as a .docx, made by the render workers
 * like every export. While it renders the button shows its progress; once it is ready the button
 * downloads it; an error is told with its message (spec §8), and the button asks again.
 */
export function WordExport({ document }: { document: DocumentDetail }) {
  const session = useSessionClient();
  const notifications = useNotifications();
  const [jobId, setJobId] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const { data: job } = useExportJob(jobId);
  const told = useRef<string | null>(null);
  // A new version saved in the editor is another document to export.
  const version = document.versionNumber;
  const [forVersion, setForVersion] = useState(version);
  if (forVersion !== version) {
    setForVersion(version);
    setJobId(null);
  }

  useEffect(() => {
    if (!job || isRenderRunning(job.status) || told.current === job.jobId) return;
    told.current = job.jobId;
    if (job.status === RenderingStatus.completed) notifications.show({ kind: 'success', message: SuccessMessages.renderingCompleted });
    else notifications.show({ kind: 'error', message: job.message ?? ErrorMessages.rendering });
  }, [job, notifications]);

  const ask = async () => {
    setAsking(true);
    try {
      const { jobId: id } = await requestExport(session, { documentId: document.id, version, format: 'word' });
      told.current = null;
      setJobId(id);
    } catch (error) {
      notifications.show({ kind: 'error', message: error instanceof Error ? error.message : ErrorMessages.rendering });
    } finally {
      setAsking(false);
    }
  };

  const download = () => {
    if (!job) return;
    downloadFile(session, exportFilePath(job.jobId), job.file?.name ?? `${document.title}.docx`).catch((error: unknown) =>
      notifications.show({ kind: 'error', message: downloadFailure(error) }),
    );
  };

  if (job && isRenderRunning(job.status))
    return (
      <button type="button" className="button" disabled aria-describedby="word-export-progress">
        Word <span id="word-export-progress">{Math.round(job.progress)}%</span>
      </button>
    );
  if (job?.status === RenderingStatus.completed)
    return (
      <button type="button" className="button" onClick={download}>
        Download Word
      </button>
    );
  return (
    <button type="button" className="button" disabled={asking || (jobId !== null && !job)} onClick={() => void ask()}>
      Word
    </button>
  );
}
