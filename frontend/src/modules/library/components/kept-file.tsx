import type { Preview } from '@ea/contracts/library';
import type { ReactNode } from 'react';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { downloadFile } from '@/api/download-file.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { EmptyState } from '@/ui/page/empty-state.tsx';

export type KeptFileDescription = NonNullable<Preview['file']>;

/** The file a file document keeps: its name, type and size, and a download from `url`. */
export function KeptFile({ file, url, note }: { file: KeptFileDescription; url: string; note?: ReactNode }) {
  const session = useSessionClient();
  const notifications = useNotifications();
  return (
    <EmptyState
      title={file.name}
      message={
        <>
          {`${file.contentType}, ${Math.max(1, Math.round(file.size / 1024)).toLocaleString('en-US')} KB. This document is kept as its file.`}
          {note && <> {note}</>}
        </>
      }
      action={
        <button
          type="button"
          className="button button--primary"
          onClick={() =>
            downloadFile(session, url, file.name).catch((error: unknown) => {
              if (!(error instanceof ApiRequestError)) throw error;
              notifications.show({ kind: 'error', message: error.message });
            })
          }
        >
          Download
        </button>
      }
    />
  );
}
