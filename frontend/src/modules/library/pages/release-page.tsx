import { type DocumentDetail, RELEASE_VERSION_MAX_LENGTH, releaseVersionMessage } from '@ea/contracts/library';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { documentKey, isDocumentListKey } from '@/api/library/documents.ts';
import { isHistoryKeyOf } from '@/api/library/history.ts';
import { releaseDocument, releasesKey, useReleases } from '@/api/library/releases.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog/confirm-dialog.tsx';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { DateTimeText } from '@/ui/format/date-time-text.tsx';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { DocumentFrame } from '../components/document-frame.tsx';
import { DocumentHeader } from '../components/document-header.tsx';
import { useLibraryAction, useWriteNotice } from '../components/use-library-action.ts';
import '../components/library.css';

export default function ReleasePage() {
  return <DocumentFrame>{(document) => <DocumentRelease document={document} />}</DocumentFrame>;
}

function ReleaseForm({ document }: { document: DocumentDetail }) {
  const session = useSessionClient();
  const notice = useWriteNotice();
  const { mutate } = useSWRConfig();
  const { busy, run } = useLibraryAction();
  const [releaseVersion, setReleaseVersion] = useState('');
  const [final, setFinal] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const release = async () => {
    setConfirming(false);
    const written = await run(
      () => releaseDocument(session, { documentId: document.id, releaseVersion: releaseVersion.trim(), final }),
      (refusal) => setError(refusal.fields?.releaseVersion ?? null),
    );
    if (written === null) return;
    notice(written);
    setReleaseVersion('');
    setFinal(false);
    void mutate(releasesKey(document.id));
    void mutate(documentKey(document.id));
    void mutate(isHistoryKeyOf(document.id));
    void mutate(isDocumentListKey);
  };

  if (document.locked) {
    return (
      <EmptyState
        title="Final release made"
        message="This document has a final release: its content no longer changes. Roll it forward to prepare the next period."
      />
    );
  }
  return (
    <form
      className="library-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const message = releaseVersionMessage(releaseVersion);
        setError(message);
        if (message) return;
        if (final) setConfirming(true);
        else void release();
      }}
    >
      <p className="library-form__note">
        Releases the current version ({document.versionNumber}) under a release version of your choosing.
      </p>
      <div className="library-form__grid">
        <TextField
          label="Release Version"
          required
          maxLength={RELEASE_VERSION_MAX_LENGTH}
          value={releaseVersion}
          error={error}
          hint="For example 1.0 or Q1-2026"
          onChange={(value) => {
            setReleaseVersion(value);
            setError(null);
          }}
        />
        <label className="library-check">
          <input type="checkbox" checked={final} onChange={(event) => setFinal(event.target.checked)} />
          <span>
            Final release
            <span className="field__hint">Locks the document: its content, map and details no longer change.</span>
          </span>
        </label>
      </div>
      <div className="library-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Releasing…' : final ? 'Final Release' : 'Release'}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Final release"
        message={`Release version ${document.versionNumber} as ${releaseVersion.trim()} and lock the document? A final release cannot be undone.`}
        confirmLabel="Final Release"
        onConfirm={release}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}

function DocumentRelease({ document }: { document: DocumentDetail }) {
  const releases = useReleases(document.id);
  return (
    <>
      <DocumentHeader document={document} current="release" />
      <SectionCard title="Release">
        <ReleaseForm document={document} />
      </SectionCard>
      <SectionCard title="Releases">
        {releases.error ? (
          <EmptyState title="The releases could not be loaded" message={releases.error.message} />
        ) : !releases.data ? (
          <Skeleton lines={3} label="Loading releases" />
        ) : releases.data.items.length === 0 ? (
          <EmptyState title="Not released yet" message="A release marks a version as the one that was filed or sent." />
        ) : (
          <table className="library-table" aria-label="Releases">
            <thead>
              <tr>
                <th scope="col">Release version</th>
                <th scope="col">Document version</th>
                <th scope="col">Kind</th>
                <th scope="col">Released</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {releases.data.items.map((release) => (
                <tr key={`${release.versionId}-${release.releaseVersion}`}>
                  <td>{release.releaseVersion}</td>
                  <td>v{release.versionNumber}</td>
                  <td>{release.final ? <span className="badge badge--info">Final</span> : 'Release'}</td>
                  <td>
                    <DateTimeText at={release.releasedAt} />
                  </td>
                  <td>{release.releasedBy ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </SectionCard>
    </>
  );
}
