import { type Folder, folderNameMessage } from '@ea/contracts/library';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { createFolder, isFolderListKey, updateFolder } from '@/api/library/folders.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { SelectField } from '@/ui/form-fields/select-field.tsx';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { ModalDialog } from '@/ui/modal-dialog/modal-dialog.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { buildFolderTree, flattenTree, folderAndDescendants } from './folder-tree.ts';
import { useLibraryAction } from './use-library-action.ts';

export type FolderDialogMode =
  | { kind: 'create'; parent: Folder | null }
  | { kind: 'rename'; folder: Folder }
  | { kind: 'move'; folder: Folder };

interface FolderDialogProps {
  companyId: number;
  folders: readonly Folder[];
  mode: FolderDialogMode;
  onDone(folder: Folder | null): void;
}

const TOP_LEVEL = '';

/** New folder, rename and move, with the spec's folder-name messages from the shared rule. */
export function FolderDialog({ companyId, folders, mode, onDone }: FolderDialogProps) {
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const { busy, run } = useLibraryAction();
  const [name, setName] = useState(mode.kind === 'rename' ? mode.folder.name : '');
  const [target, setTarget] = useState(mode.kind === 'move' ? String(mode.folder.parentId ?? TOP_LEVEL) : TOP_LEVEL);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (mode.kind !== 'move') {
      const message = folderNameMessage(name);
      setError(message);
      if (message !== null) return;
    }
    const saved = await run(
      () => {
        if (mode.kind === 'create') return createFolder(session, { companyId, parentId: mode.parent?.id ?? null, name: name.trim() });
        if (mode.kind === 'rename') return updateFolder(session, mode.folder.id, { name: name.trim() });
        return updateFolder(session, mode.folder.id, { parentId: target === TOP_LEVEL ? null : Number(target) });
      },
      (refusal) => setError(refusal.fields?.name ?? refusal.fields?.parentId ?? refusal.message),
    );
    if (saved === null) return;
    void mutate(isFolderListKey(companyId));
    notifications.show({
      kind: 'success',
      message:
        mode.kind === 'create'
          ? `Folder ${saved.name} created`
          : mode.kind === 'rename'
            ? `Folder renamed to ${saved.name}`
            : `Folder ${saved.name} moved`,
    });
    onDone(saved);
  };

  if (mode.kind === 'move') {
    const excluded = folderAndDescendants(folders, mode.folder.id);
    const options = flattenTree(buildFolderTree(folders)).filter((node) => !excluded.has(node.folder.id));
    return (
      <ModalDialog
        title={`Move ${mode.folder.name}`}
        description="The folder moves with everything in it."
        submitLabel="Move"
        busy={busy}
        busyLabel="Moving…"
        onSubmit={submit}
        onClose={() => onDone(null)}
      >
        <SelectField label="Move into" value={target} onChange={setTarget} error={error}>
          <option value={TOP_LEVEL}>Top level</option>
          {options.map((node) => (
            <option key={node.folder.id} value={node.folder.id}>
              {`${'\u00a0\u00a0'.repeat(node.depth)}${node.folder.name}`}
            </option>
          ))}
        </SelectField>
      </ModalDialog>
    );
  }

  const creating = mode.kind === 'create';
  return (
    <ModalDialog
      title={creating ? 'New Folder' : `Rename ${mode.folder.name}`}
      description={creating ? (mode.parent ? `Inside ${mode.parent.name}.` : 'At the top level of the library.') : undefined}
      submitLabel={creating ? 'Create Folder' : 'Rename'}
      busy={busy}
      onSubmit={submit}
      onClose={() => onDone(null)}
    >
      <TextField
        label="Folder name"
        value={name}
        required
        error={error}
        hint="Letters, digits, '_' and '-'"
        onChange={(value) => {
          setName(value);
          setError(null);
        }}
      />
    </ModalDialog>
  );
}
