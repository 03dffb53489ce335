import { ErrorMessages, type ExportFormat, RenderingStatus } from '@ea/contracts';
import type { DocumentDetail, ExportJob } from '@ea/contracts/library';
import { useMemo, useRef, useState } from 'react';
import { generatePath, Link, useMatch, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { downloadFailure, downloadFile } from '@/api/download-file.ts';
import { exportFilePath, exportLogPath, exportsKey, requestExport, useDocumentExports } from '@/api/library/exports.ts';
import { usePreview } from '@/api/library/preview.ts';
import { paths } from '@/app/paths.ts';
import { isReviewerOnlyUser } from '@/app/session/access.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { DocumentFrame } from '../components/document-frame.tsx';
import { DocumentHeader } from '../components/document-header.tsx';
import { previewPage } from '../components/preview-page.ts';
import previewStylesheet from '../components/preview-reading.css?url';
import { EdgarUploadDialog } from '../components/proof/edgar-upload-dialog.tsx';
import { EXPORT_LABELS, EXPORT_ORDER } from '../components/proof/export-formats.ts';
import { ExportStatus } from '../components/proof/export-status.tsx';
import { PdfPages } from '../components/proof/pdf-pages.tsx';
import { useOutcomeToasts } from '../components/proof/use-outcome-toasts.ts';
import { usePaneSync } from '../components/proof/use-pane-sync.ts';
import { SandboxedPage } from '../components/sandboxed-page.tsx';
import readingStylesheet from '../components/topic-reading.css?url';
import { VersionPicker } from '../components/version-picker.tsx';
import '../components/library.css';
import '../components/proof/proof.css';

const VERSION = /^[1-9]\d{0,9}$/;

/**
 * The proof preview (spec §2 proof-preview, HTML and PDF): a version as HTML and as the rendered
 * PDF side by side, kept on the same place, and the exports of that version (PDF, EDGAR HTML,
 * Inline XBRL, Word) with their progress, files and logs.
 */
export default function ProofPreviewPage() {
  return <DocumentFrame>{(document) => <ProofPreview document={document} />}</DocumentFrame>;
}

/** The latest job of each format for the version, newest first from the API. */
function latestByFormat(items: readonly ExportJob[], version: number): Map<ExportFormat, ExportJob> {
  const latest = new Map<ExportFormat, ExportJob>();
  for (const job of items) {
    if (job.format !== 'comments' && job.versionNumber === version && !latest.has(job.format)) latest.set(job.format, job);
  }
  return latest;
}

function ProofPreview({ document }: { document: DocumentDetail }) {
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('version');
  const version = raw !== null && VERSION.test(raw) ? Number(raw) : document.versionNumber;
  const exports = useDocumentExports(document.id);
  const latest = useMemo(() => latestByFormat(exports.data?.items ?? [], version), [exports.data, version]);
  const jobs = useMemo(() => EXPORT_ORDER.flatMap((format) => latest.get(format) ?? []), [latest]);
  useOutcomeToasts(jobs);
  const [asking, setAsking] = useState<ExportFormat | null>(null);
  // upload-filing is this screen with the EDGAR HTML upload open; closing it returns to the proof.
  const uploading = useMatch(paths.document.uploadFiling) !== null;
  const navigate = useNavigate();
  const params = { companyId: String(document.companyId), docId: document.id };
  const mayUpload = session.user !== null && !isReviewerOnlyUser(session.user) && !document.locked;
  const closeUpload = async (job: ExportJob | null) => {
    if (job) await mutate(exportsKey(document.id));
    navigate(generatePath(paths.document.proofPdf, params), { replace: true });
  };

  const render = async (format: ExportFormat) => {
    setAsking(format);
    try {
      await requestExport(session, { documentId: document.id, version, format });
      await mutate(exportsKey(document.id));
    } catch (error) {
      notifications.show({ kind: 'error', message: error instanceof Error ? error.message : ErrorMessages.rendering });
    } finally {
      setAsking(null);
    }
  };

  const download = (job: ExportJob, what: 'file' | 'log') => {
    const url = what === 'file' ? exportFilePath(job.jobId) : exportLogPath(job.jobId);
    const name = what === 'file' ? (job.file?.name ?? 'export') : `${job.format}-render-log.txt`;
    downloadFile(session, url, name).catch((error: unknown) => notifications.show({ kind: 'error', message: downloadFailure(error) }));
  };

  const pickVersion = (picked: number) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('version', String(picked));
      return next;
    });

  if (document.contentKind !== 'model') {
    return (
      <>
        <DocumentHeader document={document} current="proof" />
        <SectionCard>
          <EmptyState title="Nothing to proof" message="This document is kept as a file: open its preview to download it." />
        </SectionCard>
      </>
    );
  }

  return (
    <>
      <DocumentHeader
        document={document}
        current="proof"
        actions={<VersionPicker document={document} version={version} onPick={pickVersion} />}
      />
      <SectionCard
        title="Exports"
        actions={
          <div className="export-actions">
            {EXPORT_ORDER.map((format) => (
              <button
                key={format}
                type="button"
                className={`button ${format === 'pdf' ? 'button--primary' : 'button--secondary'}`}
                disabled={asking !== null}
                onClick={() => void render(format)}
              >
                {format === 'pdf' ? 'Render PDF' : EXPORT_LABELS[format]}
              </button>
            ))}
            {mayUpload && (
              <Link className="button button--ghost" to={generatePath(paths.document.uploadFiling, params)}>
                Upload EDGAR HTML
              </Link>
            )}
          </div>
        }
      >
        {jobs.length > 0 ? (
          <ul className="export-list">
            {jobs.map((job) => (
              <ExportStatus key={job.jobId} job={job} onDownload={download} />
            ))}
          </ul>
        ) : (
          <p className="export-list__empty">
            Render this version as a PDF, EDGAR HTML, Inline XBRL or Word file; its progress and its file show here.
          </p>
        )}
      </SectionCard>
      <ProofPanes document={document} version={version} pdf={latest.get('pdf') ?? null} />
      {uploading && mayUpload && <EdgarUploadDialog document={document} onDone={(job) => void closeUpload(job)} />}
    </>
  );
}

function ProofPanes({ document, version, pdf }: { document: DocumentDetail; version: number; pdf: ExportJob | null }) {
  const preview = usePreview(document.id, version);
  const htmlPane = useRef<HTMLDivElement>(null);
  const pdfPane = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [together, setTogether] = useState(true);
  const page = useMemo(() => previewPage(preview.data?.xhtml ?? '', [readingStylesheet, previewStylesheet]), [preview.data?.xhtml]);
  const ready = pdf?.status === RenderingStatus.completed && pdf.pageCount !== null;
  usePaneSync({ htmlPane, pdfPane, frame, topicPages: ready ? pdf.topicPages : null, enabled: together });

  return (
    <SectionCard
      title="Proof"
      actions={
        <label className="proof__together">
          <input type="checkbox" checked={together} onChange={(event) => setTogether(event.target.checked)} /> Keep panes together
        </label>
      }
    >
      <div className="proof">
        <section className="proof__pane" aria-label="HTML" ref={htmlPane}>
          {preview.error ? (
            <EmptyState title="This version could not be shown" message={preview.error.message} />
          ) : !preview.data ? (
            <Skeleton lines={10} label="Loading preview" />
          ) : (
            <SandboxedPage
              documentId={document.id}
              page={page.html}
              title={`HTML proof: ${document.title}, version ${version}`}
              frameRef={frame}
            />
          )}
        </section>
        <section className="proof__pane proof__pane--pdf" aria-label="PDF" ref={pdfPane}>
          {ready ? (
            <PdfPages jobId={pdf.jobId} pageCount={pdf.pageCount ?? 0} paneRef={pdfPane} />
          ) : (
            <EmptyState
              title={pdf && pdf.status !== RenderingStatus.error ? 'Preparing Document for Review' : 'No PDF of this version yet'}
              message={
                pdf?.status === RenderingStatus.error
                  ? (pdf.message ?? ErrorMessages.rendering)
                  : 'Render the PDF to see its pages here, next to the HTML.'
              }
            />
          )}
        </section>
      </div>
    </SectionCard>
  );
}
