import type { DocumentDetail } from '@ea/contracts/library';
import { useState } from 'react';
import { generatePath, Link, useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { documentKey } from '@/api/library/documents.ts';
import { documentPath } from '@/api/library/library-paths.ts';
import { useTopic } from '@/api/library/topics.ts';
import { paths } from '@/app/paths.ts';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { DocumentFrame } from '../components/document-frame.tsx';
import { DocumentHeader } from '../components/document-header.tsx';
import { DocumentIndexEditor } from '../components/document-index-editor.tsx';
import { documentListAddress } from '../components/document-list-origin.ts';
import { DeleteDocumentAction } from '../components/document-row-actions.tsx';
import { KeptFile } from '../components/kept-file.tsx';
import { NewVersionDialog } from '../components/new-version-dialog.tsx';
import { TopicMap } from '../components/topic-map.tsx';
import { TopicView } from '../components/topic-view.tsx';
import { useDocumentListState } from '../components/use-document-list-state.ts';
import '../components/library.css';

/** The content pane (every prefix of spec §2): the document's map of topics and the chosen topic, read-only. */
export default function DocumentContentPage() {
  return <DocumentFrame>{(document) => <DocumentContent document={document} />}</DocumentFrame>;
}

/** A topic as the document's current version pins it: the version in the key, so a new version is never shown from an older cache. */
function TopicPane({ documentId, topicId, version }: { documentId: string; topicId: string; version: number }) {
  const topic = useTopic(documentId, topicId, version);
  if (topic.error) return <EmptyState title="This topic could not be loaded" message={topic.error.message} />;
  if (!topic.data) return <Skeleton lines={8} label="Loading topic" />;
  return (
    <article className="topic-pane" aria-label={topic.data.title}>
      <header className="topic-pane__head">
        <h2 className="topic-pane__title">{topic.data.title}</h2>
        <span className="topic-pane__meta">
          Revision {topic.data.revisionNumber}
          {topic.data.revisionDescription && ` · ${topic.data.revisionDescription}`}
        </span>
      </header>
      <TopicView topic={topic.data} />
    </article>
  );
}

function FileContent({ document }: { document: DocumentDetail }) {
  const file = document.file;
  if (!file) return <EmptyState title="This document has no content yet" message="Upload a new version to give it content." />;
  return <KeptFile file={file} url={documentPath(document.id, 'file')} />;
}

function DocumentContent({ document }: { document: DocumentDetail }) {
  const navigate = useNavigate();
  const location = useLocation();
  // The list this pane was opened from, with its page, filter, sort, folder and product area.
  const listTo = documentListAddress(document.companyId, useDocumentListState());
  const { mutate } = useSWRConfig();
  const [view, setView] = useState<'topics' | 'index'>('topics');
  const [chosen, setChosen] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const selected = document.topics.some((topic) => topic.id === chosen) ? chosen : (document.topics[0]?.id ?? null);

  return (
    <>
      <DocumentHeader
        document={document}
        current="content"
        listTo={listTo}
        contentTo={`${location.pathname}${location.search}`}
        actions={
          <>
            <Link
              className="button"
              to={generatePath(paths.document.preview, { companyId: String(document.companyId), docId: document.id })}
            >
              Preview
            </Link>
            <DeleteDocumentAction document={document} onDeleted={() => navigate(listTo)} />
            <button type="button" className="button button--primary" disabled={document.locked} onClick={() => setUploading(true)}>
              New Version Upload
            </button>
          </>
        }
      />
      {document.contentKind === 'file' ? (
        <SectionCard>
          <FileContent document={document} />
        </SectionCard>
      ) : (
        <>
          <div className="segmented" role="tablist" aria-label="Content view">
            <button
              type="button"
              role="tab"
              aria-selected={view === 'topics'}
              className={view === 'topics' ? 'is-active' : ''}
              onClick={() => setView('topics')}
            >
              Topics ({document.topics.length})
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={view === 'index'}
              className={view === 'index' ? 'is-active' : ''}
              onClick={() => setView('index')}
            >
              Document Index
            </button>
          </div>
          {view === 'index' ? (
            <SectionCard title="Document Index">
              <DocumentIndexEditor documentId={document.id} locked={document.locked} />
            </SectionCard>
          ) : (
            <div className="content-layout">
              <aside className="content-layout__map card" aria-label="Document map">
                <h2 className="content-layout__heading">Map</h2>
                {document.topics.length === 0 ? (
                  <p className="folder-panel__empty">This document has no topics yet.</p>
                ) : (
                  <TopicMap topics={document.topics} selected={selected} onSelect={setChosen} />
                )}
              </aside>
              <section className="content-layout__topic card">
                {selected ? (
                  <TopicPane documentId={document.id} topicId={selected} version={document.versionNumber} />
                ) : (
                  <EmptyState title="Nothing to show yet" message="Upload a new version to give the document content." />
                )}
              </section>
            </div>
          )}
        </>
      )}
      {uploading && (
        <NewVersionDialog
          documentId={document.id}
          onDone={(uploaded) => {
            setUploading(false);
            if (uploaded) void mutate(documentKey(document.id));
          }}
        />
      )}
    </>
  );
}
