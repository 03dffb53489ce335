import { history, redo, redoDepth, undo, undoDepth } from '@tiptap/pm/history';
import type { EditorState } from '@tiptap/pm/state';
import { type Editor, Extension } from '@tiptap/react';

/**
 * Undo and redo over ProseMirror's history plugin. A behaviour, not schema: the document model's
 * extensions stay exactly as the server builds them. Typing within half a second is one step.
 */
export const History = Extension.create({
  name: 'surfaceHistory',
  addProseMirrorPlugins: () => [history({ depth: 200, newGroupDelay: 500 })],
  addKeyboardShortcuts() {
    return {
      'Mod-z': () => runUndo(this.editor),
      'Shift-Mod-z': () => runRedo(this.editor),
      'Mod-y': () => runRedo(this.editor),
    };
  },
});

export function runUndo(editor: Editor): boolean {
  return undo(editor.state, editor.view.dispatch);
}

export function runRedo(editor: Editor): boolean {
  return redo(editor.state, editor.view.dispatch);
}

export const canUndo = (state: EditorState): boolean => undoDepth(state) > 0;
export const canRedo = (state: EditorState): boolean => redoDepth(state) > 0;
