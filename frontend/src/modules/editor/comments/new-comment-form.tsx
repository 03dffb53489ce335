import { ErrorMessages } from '@ea/contracts';
import type { CommentThread } from '@ea/contracts/library';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useState } from 'react';
import { openCommentThread } from '@/api/library/comments.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { commentErrorText } from './comment-error.ts';
import { EMPTY_DRAFT, mentionIdsOf } from './mention-text.ts';
import { MentionTextarea } from './mention-textarea.tsx';
import { selectedQuote } from './thread-anchors.ts';

interface NewCommentFormProps {
  documentId: string;
  topicId: string | null;
  editor: Editor | null;
  /** Text is selected in an editable topic. */
  canAnchor: boolean;
  onOpened(thread: CommentThread): void;
}

/**
 * Opens a thread on the selected text. The comment mark goes on the selection first, carrying a
 * new thread id, then the thread is created; the mark is part of the topic's content from then
 * on, so the thread follows its text through edits and saves. A refused thread takes its mark back.
 */
export function NewCommentForm({ documentId, topicId, editor, canAnchor, onOpened }: NewCommentFormProps) {
  const session = useSessionClient();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = editor !== null && topicId !== null && canAnchor;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy || editor.isDestroyed) return;
    const body = draft.text.trim();
    if (body === '') {
      setError(ErrorMessages.requiredFields);
      return;
    }
    const threadId = crypto.randomUUID();
    const quote = selectedQuote(editor.state);
    // Anchoring is not an edit to undo: an undo would leave the thread without its text, and
    // an undo after a refusal would bring back an anchor of no thread.
    if (!editor.chain().setMeta('addToHistory', false).setComment(threadId).run()) return;
    setBusy(true);
    setError(null);
    try {
      onOpened(await openCommentThread(session, documentId, { threadId, topicId, quote, body, mentions: mentionIdsOf(draft) }));
      setDraft(EMPTY_DRAFT);
    } catch (failure) {
      if (!editor.isDestroyed) editor.chain().setMeta('addToHistory', false).unsetComment(threadId).run();
      setError(commentErrorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="comments-panel__new" onSubmit={submit} noValidate>
      <MentionTextarea
        documentId={documentId}
        label="Comment on the selected text"
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          setError(null);
        }}
        disabled={busy}
        error={error}
        hint={ready ? 'Type @ to mention someone.' : 'Select text in the topic to comment on it.'}
      />
      <button type="submit" className="button button--primary" disabled={!ready || busy}>
        Add comment
      </button>
    </form>
  );
}
