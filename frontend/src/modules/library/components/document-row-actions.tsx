import type { DocumentSummary } from '@ea/contracts/library';
import { useSWRConfig } from 'swr';
import { deleteDocument, isDocumentListKey, restoreDocument } from '@/api/library/documents.ts';
import { isRecentDocumentsKey } from '@/api/library/recent-documents.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { useConfirm } from '@/ui/confirm-dialog/use-confirm.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { useLibraryAction } from './use-library-action.ts';

/** Refreshes every list a deleted or restored document appears in. */
function useRefreshLists() {
  const { mutate } = useSWRConfig();
  return () => {
    void mutate(isDocumentListKey);
    void mutate(isRecentDocumentsKey);
  };
}

/** Deletes one document after the spec's confirmation; it goes to Deleted Documents. */
export function DeleteDocumentAction({ document, onDeleted }: { document: DocumentSummary; onDeleted?: () => void }) {
  const session = useSessionClient();
  const confirm = useConfirm();
  const notifications = useNotifications();
  const refresh = useRefreshLists();
  const { busy, run } = useLibraryAction();
  return (
    <button
      type="button"
      className="button button--ghost library-danger"
      aria-label={`Delete ${document.title}`}
      disabled={busy || document.locked}
      title={document.locked ? 'A document with a final release cannot be deleted' : undefined}
      onClick={async () => {
        if (
          !(await confirm('deleteDocuments', `${document.title} will move to Deleted Documents, from where it can be restored. Delete it?`))
        )
          return;
        const deleted = await run(() => deleteDocument(session, document.id));
        if (deleted === null) return;
        notifications.show({ kind: 'success', message: `${document.title} was moved to Deleted Documents` });
        refresh();
        onDeleted?.();
      }}
    >
      Delete
    </button>
  );
}

export function RestoreDocumentAction({ document }: { document: DocumentSummary }) {
  const session = useSessionClient();
  const notifications = useNotifications();
  const refresh = useRefreshLists();
  const { busy, run } = useLibraryAction();
  return (
    <button
      type="button"
      className="button button--ghost"
      aria-label={`Restore ${document.title}`}
      disabled={busy}
      onClick={async () => {
        const restored = await run(() => restoreDocument(session, document.id));
        if (restored === null) return;
        notifications.show({ kind: 'success', message: `${document.title} was restored` });
        refresh();
      }}
    >
      Restore
    </button>
  );
}
