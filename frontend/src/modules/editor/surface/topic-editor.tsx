import { Messages } from '@ea/contracts';
import type { TopicModelJson } from '@ea/contracts/library';
import { filingSchema, NODE, storageKeyOf } from '@ea/document-model';
import { type Editor, EditorContent, type EditorEvents, useEditor } from '@tiptap/react';
import { type JSX, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { documentPath } from '@/api/library/library-paths.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { surfaceExtensions } from './editor-extensions.ts';
import { FindPanel } from './find-panel.tsx';
import { FootnoteDialog } from './footnote-dialog.tsx';
import { IMAGE_ACCEPT, isAcceptedImage } from './image-file.ts';
import { LinkDialog } from './link-dialog.tsx';
import { HeaderRowsDialog, InsertTableDialog } from './table-dialogs.tsx';
import { type SurfaceDialog, Toolbar } from './toolbar.tsx';
import './topic-editor.css';

export interface TopicEditorProps {
  /** Images are read from GET /api/document/{id}/image?key=… with the session's token. */
  documentId: string;
  /** Read once at mount; the page remounts (key) for another topic or revision. */
  initialModel: TopicModelJson;
  /** False while someone else holds the lock: read-only but selectable. */
  editable: boolean;
  /** Called on every document change with a lazy getter: the topic is serialised only when read. */
  onChange: (read: () => TopicModelJson) => void;
  /** The TipTap editor once created, null when it goes. */
  onEditor?: (editor: Editor | null) => void;
  /** Stores an image of the document; absent: the image button is hidden. */
  uploadImage?: (file: File) => Promise<{ key: string }>;
}

/** Whether stored content fits the schema: an editor given content that does not would start empty. */
function fitsSchema(model: TopicModelJson): boolean {
  try {
    filingSchema().nodeFromJSON(model).check();
    return true;
  } catch {
    return false;
  }
}

const isFindKey = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'f';

/**
 * The editing surface of one topic: a TipTap editor over the document model's schema, its
 * toolbar, find and replace, and the small dialogs of links, tables and footnotes. The
 * component renders again only for its own controls (a dialog, the find panel, the lock), never
 * for typing: the toolbar's controls each follow the editor state they show.
 */
export function TopicEditor(props: TopicEditorProps): JSX.Element {
  const { documentId, initialModel, editable, uploadImage } = props;
  const session = useSessionClient();
  const notifications = useNotifications();
  const onChangeRef = useRef(props.onChange);
  onChangeRef.current = props.onChange;
  const onEditorRef = useRef(props.onEditor);
  onEditorRef.current = props.onEditor;

  const [valid] = useState(() => fitsSchema(initialModel));
  const canEdit = editable && valid;
  // Stable options: the hook compares them on every render and would reconfigure the editor otherwise.
  const [options] = useState(() => ({
    extensions: surfaceExtensions(async (key) => {
      const response = await session.request(`${documentPath(documentId, 'image')}?key=${encodeURIComponent(key)}`);
      return response.ok ? response.blob() : null;
    }),
    content: valid ? initialModel : null,
    editable: canEdit,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    // The app's content security policy refuses inline <style>; topic-editor.css has what TipTap would inject.
    injectCSS: false,
    editorProps: {
      attributes: { 'aria-label': 'Topic content', 'aria-multiline': 'true', class: 'topic-editor__document' },
    },
  }));
  const editor = useEditor(options);

  const [dialog, setDialog] = useState<SurfaceDialog | null>(null);
  const [findOpen, setFindOpen] = useState(false);
  const [findFocus, setFindFocus] = useState(0);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // useEditor replaces an editor it destroyed early (a mount after an await or under Suspense): wait for that one.
    if (editor.isDestroyed) return;
    if (editor.isEditable !== canEdit) editor.setEditable(canEdit, false);
    editor.view.dom.setAttribute('aria-readonly', String(!canEdit));
  }, [editor, canEdit]);

  useEffect(() => {
    const changed = ({ editor: e }: EditorEvents['update']) => {
      const doc = e.state.doc;
      onChangeRef.current(() => doc.toJSON() as TopicModelJson);
    };
    editor.on('update', changed);
    return () => {
      editor.off('update', changed);
    };
  }, [editor]);

  useEffect(() => {
    onEditorRef.current?.(editor);
    return () => onEditorRef.current?.(null);
  }, [editor]);

  const closeDialog = useCallback(() => setDialog(null), []);
  const openFind = useCallback(() => {
    setFindOpen(true);
    setFindFocus((n) => n + 1);
  }, []);
  const closeFind = useCallback(() => {
    setFindOpen(false);
    editor.commands.focus();
  }, [editor]);
  const chooseImage = useCallback(() => fileRef.current?.click(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isFindKey(event)) {
      event.preventDefault();
      openFind();
    }
  };

  const insertImage = async (file: File) => {
    if (!uploadImage) return;
    if (!(await isAcceptedImage(file))) {
      notifications.show({ kind: 'error', message: Messages.files.imageInvalid });
      return;
    }
    setUploading(true);
    try {
      const { key } = await uploadImage(file);
      const stored = storageKeyOf(key);
      if (!stored) throw new Error(Messages.files.imageInvalid);
      // The lock may have gone while the file was uploading.
      if (!editor.isDestroyed && editor.isEditable) {
        editor
          .chain()
          .focus()
          .insertContent({ type: NODE.image, attrs: { key: stored, alt: '' } })
          .run();
      }
    } catch (error) {
      notifications.show({ kind: 'error', message: error instanceof Error ? error.message : Messages.files.imageInvalid });
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+F anywhere in the surface opens find, as in the editor itself */}
      <div className="topic-editor" onKeyDown={onKeyDown}>
        <Toolbar
          editor={editor}
          editable={canEdit}
          findOpen={findOpen}
          onImage={uploadImage ? chooseImage : null}
          uploading={uploading}
          onDialog={setDialog}
          onFind={openFind}
        />
        {findOpen && <FindPanel editor={editor} editable={canEdit} focusRequest={findFocus} onClose={closeFind} />}
        {!valid && (
          <p className="topic-editor__alert" role="alert">
            This topic’s content does not match the document model, so it cannot be shown or edited here.
          </p>
        )}
        <EditorContent editor={editor} className="topic-editor__scroll" />
        {uploadImage && (
          <input
            ref={fileRef}
            type="file"
            accept={IMAGE_ACCEPT}
            hidden
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void insertImage(file);
            }}
          />
        )}
      </div>
      {dialog === 'link' && <LinkDialog editor={editor} onClose={closeDialog} />}
      {dialog === 'footnote' && <FootnoteDialog editor={editor} onClose={closeDialog} />}
      {dialog === 'insertTable' && <InsertTableDialog editor={editor} onClose={closeDialog} />}
      {dialog === 'headerRows' && <HeaderRowsDialog editor={editor} onClose={closeDialog} />}
    </>
  );
}
