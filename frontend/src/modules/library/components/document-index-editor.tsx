import { ErrorMessages } from '@ea/contracts';
import type { IndexEntry } from '@ea/contracts/library';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { documentIndexKey, saveDocumentIndex, useDocumentIndex } from '@/api/library/document-index.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { blankLabels, MAX_LEVEL, MIN_LEVEL, moveEntry, shiftLevel } from './index-entries.ts';
import { useLibraryAction, useWriteNotice } from './use-library-action.ts';

/** The document index: the entries a table of contents is made from, each naming a topic, with its label and level. */
export function DocumentIndexEditor({ documentId, locked }: { documentId: string; locked: boolean }) {
  const session = useSessionClient();
  const notice = useWriteNotice();
  const { mutate } = useSWRConfig();
  const { busy, run } = useLibraryAction();
  const index = useDocumentIndex(documentId);
  const [entries, setEntries] = useState<IndexEntry[] | null>(null);
  const [invalid, setInvalid] = useState<Set<number>>(new Set());

  useEffect(() => {
    if (index.data) setEntries(index.data.entries);
  }, [index.data]);

  if (index.error) return <EmptyState title="The document index could not be loaded" message={index.error.message} />;
  if (!entries) return <Skeleton lines={5} label="Loading document index" />;
  if (entries.length === 0) return <EmptyState title="The index is empty" message="A document with topics gets an index of them." />;

  const change = (next: IndexEntry[]) => {
    setEntries(next);
    setInvalid(new Set());
  };
  const save = async () => {
    const blanks = blankLabels(entries);
    setInvalid(blanks);
    if (blanks.size > 0) return;
    const saved = await run(() => saveDocumentIndex(session, documentId, entries));
    if (saved === null) return;
    notice(saved);
    void mutate(documentIndexKey(documentId), saved, { revalidate: false });
  };

  return (
    <div className="index-editor">
      <p className="index-editor__note">
        {index.data?.saved ? 'The saved index of this document.' : "The index follows the map's order until it is saved."}
      </p>
      <ol className="index-editor__list">
        {entries.map((entry, i) => (
          <li key={entry.topicId} className="index-editor__entry" style={{ paddingLeft: `calc(${entry.level - 1} * var(--space-5))` }}>
            <input
              className="input index-editor__label"
              aria-label={`Label of entry ${i + 1}`}
              aria-invalid={invalid.has(i) ? true : undefined}
              value={entry.label}
              disabled={locked}
              maxLength={500}
              onChange={(event) => change(entries.map((e, j) => (j === i ? { ...e, label: event.target.value } : e)))}
            />
            <span className="index-editor__level">Level {entry.level}</span>
            <span className="index-editor__buttons">
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Move entry ${i + 1} up`}
                disabled={locked || i === 0}
                onClick={() => change(moveEntry(entries, i, -1))}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Move entry ${i + 1} down`}
                disabled={locked || i === entries.length - 1}
                onClick={() => change(moveEntry(entries, i, 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Outdent entry ${i + 1}`}
                disabled={locked || entry.level <= MIN_LEVEL}
                onClick={() => change(shiftLevel(entries, i, -1))}
              >
                ←
              </button>
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Indent entry ${i + 1}`}
                disabled={locked || entry.level >= MAX_LEVEL}
                onClick={() => change(shiftLevel(entries, i, 1))}
              >
                →
              </button>
            </span>
          </li>
        ))}
      </ol>
      {invalid.size > 0 && (
        <p className="field__error" role="alert">
          {ErrorMessages.requiredFields}
        </p>
      )}
      <div className="index-editor__actions">
        <button type="button" className="button button--primary" disabled={busy || locked} onClick={save}>
          {busy ? 'Saving…' : 'Save Index'}
        </button>
      </div>
    </div>
  );
}
