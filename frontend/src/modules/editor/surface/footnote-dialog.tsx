import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { ModalDialog } from '@/ui/modal-dialog/modal-dialog.tsx';

export const FOOTNOTE_REQUIRED = 'Enter the footnote text.';

/** Inserts a footnote at the cursor with the text typed here (numbered in document order on output). */
export function FootnoteDialog({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    // One line: the note's text is plain text (a line break would be a separate node).
    const note = text.replace(/\s+/g, ' ').trim();
    if (!note) {
      setError(FOOTNOTE_REQUIRED);
      return;
    }
    editor.chain().focus().insertFootnote(note).run();
    onClose();
  };

  return (
    <ModalDialog title="Insert footnote" submitLabel="Insert" onSubmit={submit} onClose={onClose}>
      <TextField
        label="Footnote text"
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        error={error}
        required
        maxLength={4000}
        autoComplete="off"
      />
    </ModalDialog>
  );
}
