import type { DocumentDetail, Preview } from '@ea/contracts/library';
import { type RefObject, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePreview, versionFilePath } from '@/api/library/preview.ts';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { DocumentFrame } from '../components/document-frame.tsx';
import { DocumentHeader } from '../components/document-header.tsx';
import { KeptFile } from '../components/kept-file.tsx';
import { previewPage } from '../components/preview-page.ts';
import previewStylesheet from '../components/preview-reading.css?url';
import { SandboxedPage } from '../components/sandboxed-page.tsx';
import readingStylesheet from '../components/topic-reading.css?url';
import { VersionPicker } from '../components/version-picker.tsx';
import '../components/library.css';

const VERSION = /^[1-9]\d{0,9}$/;
const MAX_VERSION = 2_147_483_647;

/** The `version` of the address, when it is a version number the API could have; otherwise the current version is shown. */
function versionParam(value: string | null): number | null {
  return value !== null && VERSION.test(value) && Number(value) <= MAX_VERSION ? Number(value) : null;
}

/** The preview of a document (spec §2 preview-document): a version of the whole document as it reads, or its kept file. */
export default function DocumentPreviewPage() {
  return <DocumentFrame>{(document) => <DocumentPreview document={document} />}</DocumentFrame>;
}

function DocumentPreview({ document }: { document: DocumentDetail }) {
  const [search, setSearch] = useSearchParams();
  const frame = useRef<HTMLIFrameElement>(null);
  const version = versionParam(search.get('version')) ?? document.versionNumber;
  const preview = usePreview(document.id, version);
  const pickVersion = (picked: number) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('version', String(picked));
      return next;
    });

  return (
    <>
      <DocumentHeader
        document={document}
        current={null}
        actions={
          <>
            <VersionPicker document={document} version={version} onPick={pickVersion} />
            {document.contentKind === 'model' && (
              <button
                type="button"
                className="button button--primary"
                disabled={!preview.data}
                onClick={() => frame.current?.contentWindow?.print()}
              >
                Print
              </button>
            )}
          </>
        }
      />
      <SectionCard>
        {preview.error ? (
          <EmptyState title="This version could not be shown" message={preview.error.message} />
        ) : !preview.data ? (
          <Skeleton lines={10} label="Loading preview" />
        ) : preview.data.contentKind === 'file' ? (
          <FilePreview documentId={document.id} version={version} preview={preview.data} />
        ) : (
          <ModelPreview documentId={document.id} version={version} preview={preview.data} frame={frame} />
        )}
      </SectionCard>
    </>
  );
}

function ModelPreview({
  documentId,
  version,
  preview,
  frame,
}: {
  documentId: string;
  version: number;
  preview: Preview;
  frame: RefObject<HTMLIFrameElement | null>;
}) {
  const page = useMemo(() => previewPage(preview.xhtml ?? '', [readingStylesheet, previewStylesheet]), [preview.xhtml]);
  if (page.topics === 0) return <EmptyState title="Nothing to show yet" message="Upload a new version to give the document content." />;
  return (
    <SandboxedPage
      documentId={documentId}
      page={page.html}
      title={`Preview: ${preview.title}, version ${version}`}
      printable
      frameRef={frame}
    />
  );
}

/**
 * A kept file is described and downloaded: the content security policy (object-src 'none', frames
 * from the app's own origin only) admits no PDF viewer in the page, not even from a blob: URL.
 */
function FilePreview({ documentId, version, preview }: { documentId: string; version: number; preview: Preview }) {
  if (!preview.file) return <EmptyState title="This document has no content yet" message="Upload a new version to give it content." />;
  const pdf = preview.file.contentType === 'application/pdf';
  return (
    <KeptFile
      file={preview.file}
      url={versionFilePath(documentId, version)}
      note={pdf ? 'Open the downloaded PDF to read it.' : undefined}
    />
  );
}
