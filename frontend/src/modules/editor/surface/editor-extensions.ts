import { filingExtensions, PasteCleaner } from '@ea/document-model';
import { gapCursor } from '@tiptap/pm/gapcursor';
import { type AnyExtension, Extension } from '@tiptap/react';
import { DomViews } from './dom-views.ts';
import { FindReplace } from './find-replace.ts';
import { History } from './history.ts';

/**
 * Keys of the editing surface. Its priority puts Ctrl+Enter (page break) before the schema's
 * hard break binding of the same key; Shift+Enter still gives a line break.
 */
const SurfaceKeys = Extension.create({
  name: 'surfaceKeys',
  priority: 1000,
  addKeyboardShortcuts() {
    return { 'Mod-Enter': () => this.editor.commands.insertPageBreak() };
  },
});

/** A cursor beside a table or page break at the edge of the topic or a cell, where no text position is. */
const GapCursor = Extension.create({
  name: 'surfaceGapCursor',
  addProseMirrorPlugins: () => [gapCursor()],
});

/**
 * What the editor mounts: the document model's extensions exactly (the schema the server
 * checks topics against), then behaviour only: paste cleaning, undo, keys, the gap cursor, find
 * and replace, and plain DOM views.
 */
export function surfaceExtensions(fetchImage: ((key: string) => Promise<Blob | null>) | null): AnyExtension[] {
  return [...filingExtensions, PasteCleaner, History, SurfaceKeys, GapCursor, FindReplace, DomViews.configure({ fetchImage })];
}
