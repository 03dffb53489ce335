import { type Editor, useEditorState } from '@tiptap/react';
import { memo, type ReactNode } from 'react';
import { titleWithKeys } from './shortcuts.ts';

export interface ToolbarButtonProps {
  editor: Editor;
  /** The accessible name, also the start of the title. */
  label: string;
  /** Key bindings shown in the title (`Mod-b`). */
  keys?: readonly string[];
  /** A toggle: its pressed state, read from the editor on every transaction. */
  pressed?: (editor: Editor) => boolean;
  /** Whether the command applies where the selection is (editor.can()); absent: always. */
  applies?: (editor: Editor) => boolean;
  /** Off regardless of the selection (the topic is read-only, an upload is running). */
  off?: boolean;
  busy?: boolean;
  run: (editor: Editor) => void;
  children: ReactNode;
}

const PRESSED = 1;
const APPLIES = 2;

/**
 * One toolbar button. Its state is one small number selected from the editor, so a transaction
 * re-renders the button only when that number changes (typing re-renders nothing here).
 */
export const ToolbarButton = memo(function ToolbarButton({
  editor,
  label,
  keys,
  pressed,
  applies,
  off,
  busy,
  run,
  children,
}: ToolbarButtonProps) {
  const flags = useEditorState({
    editor,
    selector: ({ editor: e }) => (pressed?.(e) ? PRESSED : 0) | (!off && (!applies || applies(e)) ? APPLIES : 0),
  });
  return (
    <button
      type="button"
      className="topic-toolbar__button"
      aria-label={label}
      title={titleWithKeys(label, keys)}
      aria-pressed={pressed ? (flags & PRESSED) !== 0 : undefined}
      aria-busy={busy || undefined}
      disabled={(flags & APPLIES) === 0}
      // Keeps the editor's focus and selection when the button is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => run(editor)}
    >
      {children}
    </button>
  );
});
