import { MARK, safeHref } from '@ea/document-model';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { ModalDialog } from '@/ui/modal-dialog/modal-dialog.tsx';

export const LINK_INVALID = 'Enter a web address starting with http:// or https://, or a mailto: address.';

/**
 * Sets the link of the selection (or of the link the cursor is in). With nothing selected the
 * address itself is inserted as the link's text. Only addresses the document model keeps are
 * accepted (safeHref): a refused one would be dropped when the topic is saved.
 */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const [current] = useState(() => (editor.isActive(MARK.link) ? String(editor.getAttributes(MARK.link).href ?? '') : ''));
  const [href, setHref] = useState(current);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const safe = safeHref(href.trim());
    if (!safe) {
      setError(LINK_INVALID);
      return;
    }
    const chain = editor.chain().focus();
    if (!editor.state.selection.empty) chain.setLink(safe).run();
    else if (current) chain.extendMarkRange(MARK.link).setLink(safe).run();
    else chain.insertContent({ type: 'text', text: safe, marks: [{ type: MARK.link, attrs: { href: safe } }] }).run();
    onClose();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange(MARK.link).unsetLink().run();
    onClose();
  };

  return (
    <ModalDialog
      title={current ? 'Edit link' : 'Insert link'}
      submitLabel="Apply"
      onSubmit={submit}
      onClose={onClose}
      extraActions={
        current ? (
          <button type="button" className="button button--ghost" onClick={remove}>
            Remove link
          </button>
        ) : null
      }
    >
      <TextField
        label="Address"
        type="url"
        value={href}
        onChange={(value) => {
          setHref(value);
          setError(null);
        }}
        error={error}
        hint="https://…, http://… or mailto:…"
        required
        maxLength={2048}
        autoComplete="off"
      />
    </ModalDialog>
  );
}
