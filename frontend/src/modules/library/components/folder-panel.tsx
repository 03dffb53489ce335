import type { Folder } from '@ea/contracts/library';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { isDocumentListKey } from '@/api/library/documents.ts';
import { deleteFolder, isFolderListKey } from '@/api/library/folders.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog/confirm-dialog.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { FolderDialog, type FolderDialogMode } from './folder-dialog.tsx';
import { buildFolderTree, type FolderNode, folderAndDescendants } from './folder-tree.ts';
import { useLibraryAction } from './use-library-action.ts';

interface FolderPanelProps {
  companyId: number;
  folders: readonly Folder[] | undefined;
  error: string | null;
  /** The folder whose documents are listed (`fid`); null: every document of the company. */
  selected: number | null;
  onSelect(folderId: number | null): void;
}

function FolderBranch({ nodes, selected, onSelect }: { nodes: FolderNode[]; selected: number | null; onSelect(id: number): void }) {
  return (
    <ul className="folder-tree__level">
      {nodes.map((node) => (
        <li key={node.folder.id}>
          <button
            type="button"
            className={`folder-tree__item${node.folder.id === selected ? ' is-selected' : ''}`}
            style={{ paddingLeft: `calc(var(--space-3) + ${node.depth} * var(--space-4))` }}
            aria-current={node.folder.id === selected ? 'true' : undefined}
            onClick={() => onSelect(node.folder.id)}
          >
            <span className="folder-tree__icon" aria-hidden="true">
              {node.children.length > 0 ? '▾' : '▸'}
            </span>
            {node.folder.name}
          </button>
          {node.children.length > 0 && <FolderBranch nodes={node.children} selected={selected} onSelect={onSelect} />}
        </li>
      ))}
    </ul>
  );
}

/** The company's folder tree: choosing a folder lists its documents; new, rename, move and delete act on the chosen one. */
export function FolderPanel({ companyId, folders, error, selected, onSelect }: FolderPanelProps) {
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const { busy, run } = useLibraryAction();
  const [dialog, setDialog] = useState<FolderDialogMode | null>(null);
  const [deleting, setDeleting] = useState(false);
  const current = folders?.find((f) => f.id === selected) ?? null;

  const remove = async () => {
    setDeleting(false);
    if (!current) return;
    const deleted = await run(() => deleteFolder(session, current.id));
    if (deleted === null) return;
    notifications.show({
      kind: 'success',
      message: `Folder ${current.name} deleted${deleted.documents > 0 ? `; ${deleted.documents} document(s) moved to Deleted Documents` : ''}`,
    });
    onSelect(current.parentId);
    void mutate(isFolderListKey(companyId));
    void mutate(isDocumentListKey);
  };

  const inside = current && folders ? folderAndDescendants(folders, current.id).size - 1 : 0;
  return (
    <aside className="folder-panel card" aria-label="Folders">
      <div className="folder-panel__head">
        <h2 className="folder-panel__title">Folders</h2>
        <button type="button" className="button" onClick={() => setDialog({ kind: 'create', parent: current })}>
          New Folder
        </button>
      </div>
      <nav className="folder-tree" aria-label="Folder tree">
        <button
          type="button"
          className={`folder-tree__item folder-tree__all${selected === null ? ' is-selected' : ''}`}
          aria-current={selected === null ? 'true' : undefined}
          onClick={() => onSelect(null)}
        >
          All documents
        </button>
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : folders === undefined ? (
          <Skeleton lines={4} label="Loading folders" />
        ) : folders.length === 0 ? (
          <p className="folder-panel__empty">No folders yet. A new folder keeps related documents together.</p>
        ) : (
          <FolderBranch nodes={buildFolderTree(folders)} selected={selected} onSelect={onSelect} />
        )}
      </nav>
      {current && (
        <div className="folder-panel__actions">
          <button
            type="button"
            className="button button--ghost"
            aria-label={`Rename folder ${current.name}`}
            onClick={() => setDialog({ kind: 'rename', folder: current })}
          >
            Rename
          </button>
          <button
            type="button"
            className="button button--ghost"
            aria-label={`Move folder ${current.name}`}
            onClick={() => setDialog({ kind: 'move', folder: current })}
          >
            Move
          </button>
          <button
            type="button"
            className="button button--ghost folder-panel__delete"
            disabled={busy}
            aria-label={`Delete folder ${current.name}`}
            onClick={() => setDeleting(true)}
          >
            Delete
          </button>
        </div>
      )}
      {dialog && folders && (
        <FolderDialog
          companyId={companyId}
          folders={folders}
          mode={dialog}
          onDone={(saved) => {
            setDialog(null);
            if (saved && dialog.kind === 'create') onSelect(saved.id);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting && current !== null}
        title="Delete folder"
        message={`${current?.name ?? ''}${inside > 0 ? ` and the ${inside} folder(s) inside it` : ''} will be deleted; its documents move to Deleted Documents, from where they can be restored. Delete it?`}
        confirmLabel="Delete"
        onConfirm={remove}
        onCancel={() => setDeleting(false)}
      />
    </aside>
  );
}
