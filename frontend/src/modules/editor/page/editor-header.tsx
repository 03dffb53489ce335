import type { DocumentDetail } from '@ea/contracts/library';
import { generatePath, Link } from 'react-router-dom';
import { paths } from '@/app/paths.ts';
import { WordExport } from './word-export.tsx';

interface EditorHeaderProps {
  document: DocumentDetail;
  /** Where the open topic's edits are (draft saved, offline…); empty when nothing is edited. */
  status: string;
  commentsOpen: boolean;
  canSave: boolean;
  onToggleComments(): void;
  onSave(): void;
  onClose(): void;
}

/**
 * The document's title and version, the status of the edits, and the editor's actions; Proof opens
 * the proof preview, where the saved version is rendered and exported (unsaved edits are asked
 * about first, as for any way out of the editor); Word exports the saved version as a .docx here.
 */
export function EditorHeader({ document, status, commentsOpen, canSave, onToggleComments, onSave, onClose }: EditorHeaderProps) {
  return (
    <header className="editor-header">
      <div className="editor-header__heading">
        <h1 className="editor-header__title">{document.title}</h1>
        <p className="editor-header__meta">
          Version {document.versionNumber} · {document.topics.length} {document.topics.length === 1 ? 'topic' : 'topics'}
          {document.formType && ` · ${document.formType}`}
          {document.locked && <span className="badge badge--danger editor-header__badge">Final release</span>}
        </p>
      </div>
      <p className="editor-header__status" role="status" aria-live="polite">
        {status}
      </p>
      <div className="editor-header__actions">
        <button type="button" className="button" aria-pressed={commentsOpen} onClick={onToggleComments}>
          Comments
        </button>
        <Link className="button" to={generatePath(paths.document.proofPdf, { companyId: String(document.companyId), docId: document.id })}>
          Proof
        </Link>
        <WordExport document={document} />
        <button type="button" className="button button--primary" disabled={!canSave} onClick={onSave}>
          Save
        </button>
        <button type="button" className="button" onClick={onClose}>
          Close document
        </button>
      </div>
    </header>
  );
}
