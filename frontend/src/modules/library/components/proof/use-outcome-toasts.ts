import { ErrorMessages, RenderingStatus, SuccessMessages } from '@ea/contracts';
import type { ExportJob } from '@ea/contracts/library';
import { useEffect, useRef } from 'react';
import { isRenderRunning } from '@/api/library/exports.ts';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';

/** Tells once, as a toast, that a render followed on this screen finished (spec §8 messages). */
export function useOutcomeToasts(jobs: readonly ExportJob[]): void {
  const notifications = useNotifications();
  const seen = useRef(new Map<string, number>());
  useEffect(() => {
    for (const job of jobs) {
      const before = seen.current.get(job.jobId);
      seen.current.set(job.jobId, job.status);
      if (before === undefined || !isRenderRunning(before) || isRenderRunning(job.status)) continue;
      if (job.status === RenderingStatus.completed) notifications.show({ kind: 'success', message: SuccessMessages.renderingCompleted });
      else notifications.show({ kind: 'error', message: job.message ?? ErrorMessages.rendering });
    }
  }, [jobs, notifications]);
}
