import { Messages } from '@ea/contracts';
import { type DitaEntry, type DocumentDetail, FORM_TYPES, TITLE_MAX_LENGTH } from '@ea/contracts/library';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { buildFromMapFolder, useDitaMap, useDitaTree } from '@/api/library/dita.ts';
import { isDocumentListKey } from '@/api/library/documents.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { SelectField } from '@/ui/form-fields/select-field.tsx';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { EmptyState } from '@/ui/page/empty-state.tsx';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { buildDitaTree, type DitaNode } from '../components/dita-tree.ts';
import { contentPath } from '../components/document-columns.tsx';
import { DocumentFrame } from '../components/document-frame.tsx';
import { DocumentHeader } from '../components/document-header.tsx';
import { DOCUMENT_TYPE_OPTIONS } from '../components/library-format.ts';
import { useLibraryAction, useWriteNotice } from '../components/use-library-action.ts';
import '../components/library.css';

export default function DitaMapTreePage() {
  return <DocumentFrame>{(document) => <DitaMapTree document={document} />}</DocumentFrame>;
}

const ICONS = { folder: '▸', Map: '◆', Topic: '·' } as const;

function DitaBranch({ nodes, selected, onSelect }: { nodes: DitaNode[]; selected: DitaEntry | null; onSelect(entry: DitaEntry): void }) {
  return (
    <ul className="folder-tree__level">
      {nodes.map((node) => {
        const { entry } = node;
        const isSelected = selected?.id === entry.id && selected.kind === entry.kind;
        return (
          <li key={`${entry.kind}-${entry.id}`}>
            <button
              type="button"
              className={`folder-tree__item dita-tree__${entry.kind === 'folder' ? 'folder' : entry.ditaKind.toLowerCase()}${isSelected ? ' is-selected' : ''}`}
              style={{ paddingLeft: `calc(var(--space-3) + ${node.depth} * var(--space-4))` }}
              aria-current={isSelected ? 'true' : undefined}
              onClick={() => onSelect(entry)}
            >
              <span className="folder-tree__icon" aria-hidden="true">
                {ICONS[entry.kind === 'folder' ? 'folder' : entry.ditaKind]}
              </span>
              {entry.name}
              <span className="visually-hidden">{entry.kind === 'folder' ? ' (folder)' : ` (${entry.ditaKind})`}</span>
            </button>
            {node.children.length > 0 && <DitaBranch nodes={node.children} selected={selected} onSelect={onSelect} />}
          </li>
        );
      })}
    </ul>
  );
}

function MapDetails({ documentId }: { documentId: string }) {
  const map = useDitaMap(documentId);
  if (map.error) return <EmptyState title={map.error.message} />;
  if (!map.data) return <Skeleton lines={5} label="Loading map" />;
  return (
    <div className="dita-map">
      <h3 className="dita-map__title">{map.data.title}</h3>
      <ol className="dita-map__topics" aria-label="Topic references">
        {map.data.topics.map((topic) => (
          <li key={topic.id}>
            {topic.title} <code className="muted">{topic.href}</code>
          </li>
        ))}
      </ol>
      <details className="dita-map__xml">
        <summary>Map file (.ditamap)</summary>
        <pre>{map.data.xml}</pre>
      </details>
    </div>
  );
}

/** Builds a new document from a map folder: its documents in title order, each bringing its topics. */
function BuildForm({
  companyId,
  folders,
  folderId,
  onFolder,
}: {
  companyId: number;
  folders: DitaEntry[];
  folderId: string;
  onFolder(id: string): void;
}) {
  const session = useSessionClient();
  const navigate = useNavigate();
  const notice = useWriteNotice();
  const { mutate } = useSWRConfig();
  const { busy, run } = useLibraryAction();
  const [title, setTitle] = useState('');
  const [documentType, setDocumentType] = useState('');
  const [formType, setFormType] = useState('');
  const [periodEndDate, setPeriodEndDate] = useState('');
  const [folderError, setFolderError] = useState<string | null>(null);

  const submit = async () => {
    if (folderId === '') {
      setFolderError(Messages.folder.ditaFolderRequired);
      return;
    }
    const written = await run(
      () =>
        buildFromMapFolder(session, {
          companyId,
          folderId: Number(folderId),
          ...(title.trim() ? { title: title.trim() } : {}),
          ...(documentType ? { documentType: Number(documentType) } : {}),
          ...(formType ? { formType } : {}),
          ...(periodEndDate ? { periodEndDate } : {}),
        }),
      (refusal) => setFolderError(refusal.fields?.folderId ?? null),
    );
    if (written === null) return;
    notice(written);
    void mutate(isDocumentListKey);
    navigate(contentPath(written));
  };

  return (
    <form
      className="library-form"
      noValidate
      aria-label="Build a document from a map folder"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="library-form__grid">
        <SelectField
          label="Map folder"
          required
          value={folderId}
          error={folderError}
          onChange={(value) => {
            onFolder(value);
            setFolderError(null);
          }}
        >
          <option value="">Select</option>
          {folders.map((folder) => (
            <option key={folder.id} value={folder.id}>
              {folder.name}
            </option>
          ))}
        </SelectField>
        <TextField label="Title" maxLength={TITLE_MAX_LENGTH} value={title} onChange={setTitle} hint="The folder's name when left empty" />
        <SelectField label="Document Type" value={documentType} onChange={setDocumentType}>
          <option value="">Select</option>
          {DOCUMENT_TYPE_OPTIONS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Form Type" value={formType} onChange={setFormType}>
          <option value="">Select</option>
          {FORM_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <TextField label="Period End Date" type="date" value={periodEndDate} onChange={setPeriodEndDate} />
      </div>
      <div className="library-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Building…' : 'Build Document'}
        </button>
      </div>
    </form>
  );
}

/** The company's library as DITA: folders, maps (documents) and topics; a map's references and file; building from a map folder. */
function DitaMapTree({ document }: { document: DocumentDetail }) {
  const tree = useDitaTree(document.companyId);
  const [selected, setSelected] = useState<DitaEntry | null>(null);
  const [buildFolder, setBuildFolder] = useState('');
  const entries = tree.data?.entries ?? [];
  const folders = entries.filter((entry) => entry.kind === 'folder');
  const shown = selected ?? entries.find((entry) => entry.kind === 'resource' && entry.id === document.id) ?? null;
  const mapId = shown === null ? null : shown.kind === 'resource' ? (shown.ditaKind === 'Map' ? shown.id : shown.parentId) : null;

  const select = (entry: DitaEntry) => {
    setSelected(entry);
    if (entry.kind === 'folder') setBuildFolder(entry.id);
  };

  return (
    <>
      <DocumentHeader document={document} current="dita" />
      <div className="library-layout">
        <aside className="folder-panel card" aria-label="DITA tree">
          <div className="folder-panel__head">
            <h2 className="folder-panel__title">DITA Tree</h2>
          </div>
          <nav className="folder-tree" aria-label="Folders, maps and topics">
            {tree.error ? (
              <p className="field__error" role="alert">
                {tree.error.message}
              </p>
            ) : !tree.data ? (
              <Skeleton lines={6} label="Loading DITA tree" />
            ) : entries.length === 0 ? (
              <p className="folder-panel__empty">This company's library is empty.</p>
            ) : (
              <DitaBranch nodes={buildDitaTree(entries)} selected={shown} onSelect={select} />
            )}
          </nav>
        </aside>
        <div className="library-layout__main">
          <SectionCard title={shown?.kind === 'folder' ? `Folder ${shown.name}` : 'Map'}>
            {mapId ? (
              <MapDetails documentId={mapId} />
            ) : shown?.kind === 'folder' ? (
              <p className="library-form__note">
                A map folder: build a document from its documents below, or choose a map to see its topic references.
              </p>
            ) : (
              <EmptyState title="Choose a map" message="Every document is a map of its topics: choose one to see its topic references." />
            )}
          </SectionCard>
          <SectionCard title="Build Document from Map Folder">
            <BuildForm companyId={document.companyId} folders={folders} folderId={buildFolder} onFolder={setBuildFolder} />
          </SectionCard>
        </div>
      </div>
    </>
  );
}
