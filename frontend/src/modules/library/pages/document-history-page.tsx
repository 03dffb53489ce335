import { type DocumentDetail, type HistoryEntry, revisionDescriptionMessage } from '@ea/contracts/library';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { documentKey } from '@/api/library/documents.ts';
import { isHistoryKeyOf, restoreVersion, useHistory } from '@/api/library/history.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { Pagination } from '@/ui/data-table/pagination.tsx';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { useListState } from '@/ui/list-state/use-list-state.ts';
import { ModalDialog } from '@/ui/modal-dialog/modal-dialog.tsx';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { DocumentFrame } from '../components/document-frame.tsx';
import { DocumentHeader } from '../components/document-header.tsx';
import { HistoryEntryCard } from '../components/history-entry.tsx';
import { useLibraryAction, useWriteNotice } from '../components/use-library-action.ts';
import '../components/library.css';

export default function DocumentHistoryPage() {
  return <DocumentFrame>{(document) => <DocumentHistory document={document} />}</DocumentFrame>;
}

/** Asks before a restore, with the revision description the new version will carry. */
function RestoreDialog({ document, entry, onDone }: { document: DocumentDetail; entry: HistoryEntry; onDone(): void }) {
  const session = useSessionClient();
  const notice = useWriteNotice();
  const { mutate } = useSWRConfig();
  const { busy, run } = useLibraryAction();
  const [description, setDescription] = useState(`restore_v${entry.number}`);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const message = revisionDescriptionMessage(description);
    setError(message);
    if (message) return;
    const written = await run(
      () => restoreVersion(session, document.id, entry.id, description.trim()),
      (refusal) => setError(refusal.fields?.revisionDescription ?? null),
    );
    if (written === null) return;
    notice(written);
    void mutate(documentKey(document.id));
    void mutate(isHistoryKeyOf(document.id));
    onDone();
  };
  return (
    <ModalDialog
      title={`Restore version ${entry.number}?`}
      description={`The content of version ${entry.number} becomes the document's next version (${document.versionNumber + 1}). Nothing is lost: the current version stays in the history.`}
      submitLabel="Restore"
      busy={busy}
      busyLabel="Restoring…"
      onSubmit={submit}
      onClose={onDone}
    >
      <TextField
        label="Revision Description"
        required
        maxLength={50}
        value={description}
        error={error}
        onChange={(value) => {
          setDescription(value);
          setError(null);
        }}
      />
    </ModalDialog>
  );
}

function DocumentHistory({ document }: { document: DocumentDetail }) {
  const list = useListState('general');
  const { data, error, isLoading } = useHistory(document.id, list);
  const [restoring, setRestoring] = useState<HistoryEntry | null>(null);
  return (
    <>
      <DocumentHeader document={document} current="history" />
      {isLoading ? (
        <Skeleton lines={8} label="Loading history" />
      ) : error || !data ? (
        <SectionCard>
          <EmptyState title="The history could not be loaded" message={error?.message} />
        </SectionCard>
      ) : data.items.length === 0 ? (
        <SectionCard>
          <EmptyState title="No versions yet" />
        </SectionCard>
      ) : (
        <>
          <ol className="history-list">
            {data.items.map((entry) => {
              const current = entry.id === document.currentVersionId;
              return (
                <HistoryEntryCard
                  key={entry.id}
                  entry={entry}
                  current={current}
                  onRestore={current || document.locked ? undefined : () => setRestoring(entry)}
                />
              );
            })}
          </ol>
          <div className="card">
            <Pagination
              page={list.page}
              size={list.size}
              total={data.total}
              onPage={(page) => list.update({ page })}
              onSize={(size) => list.update({ size })}
            />
          </div>
        </>
      )}
      {restoring && <RestoreDialog document={document} entry={restoring} onDone={() => setRestoring(null)} />}
    </>
  );
}
