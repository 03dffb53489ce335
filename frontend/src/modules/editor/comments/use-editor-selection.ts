import type { Editor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { threadIdAt } from './thread-anchors.ts';

/** What the panel needs of the editor's selection. */
export interface SelectionFacts {
  /** The thread anchored where the selection starts. */
  activeThreadId: string | null;
  /** Text is selected in an editable topic, so a new thread can be anchored on it. */
  canAnchor: boolean;
}

const NOTHING: SelectionFacts = { activeThreadId: null, canAnchor: false };

function factsOf(editor: Editor): SelectionFacts {
  if (editor.isDestroyed) return NOTHING;
  return { activeThreadId: threadIdAt(editor.state), canAnchor: editor.isEditable && !editor.state.selection.empty };
}

/**
 * Follows the editor's selection cheaply: the handler runs on every selection change and edit,
 * reads two facts in constant time and sets state only when one of them changed, so typing in
 * the topic does not render the panel.
 */
export function useEditorSelection(editor: Editor | null): SelectionFacts {
  const [facts, setFacts] = useState<SelectionFacts>(() => (editor ? factsOf(editor) : NOTHING));
  const last = useRef(facts);
  useEffect(() => {
    const follow = () => {
      const next = editor ? factsOf(editor) : NOTHING;
      if (next.activeThreadId === last.current.activeThreadId && next.canAnchor === last.current.canAnchor) return;
      last.current = next;
      setFacts(next);
    };
    follow();
    if (!editor) return;
    // An edit can move the cursor into an anchor without changing the selection's positions
    // (a thread just anchored at the selection), and making the editor read-only emits an update.
    editor.on('selectionUpdate', follow);
    editor.on('update', follow);
    return () => {
      editor.off('selectionUpdate', follow);
      editor.off('update', follow);
    };
  }, [editor]);
  return facts;
}
