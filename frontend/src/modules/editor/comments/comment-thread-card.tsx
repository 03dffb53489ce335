import { ErrorMessages } from '@ea/contracts';
import type { CommentThread } from '@ea/contracts/library';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { replyToCommentThread, setCommentThreadResolved } from '@/api/library/comments.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { DateTimeText } from '@/ui/format/date-time-text.tsx';
import { CommentEntryView } from './comment-entry.tsx';
import { commentErrorText } from './comment-error.ts';
import { EMPTY_DRAFT, mentionIdsOf } from './mention-text.ts';
import { MentionTextarea } from './mention-textarea.tsx';
import { findThreadRange } from './thread-anchors.ts';

export const ANCHOR_GONE = 'The commented text is no longer in this topic.';

/** Why a thread has no place in the text: a New Version Upload came without its words. */
export const unplacedNotice = (version: number) =>
  `Version ${version} no longer has these words, so this comment has no place in the text. It is kept here.`;

const LABEL_QUOTE_LENGTH = 80;

interface CommentThreadCardProps {
  thread: CommentThread;
  documentId: string;
  /** The editor of the thread's topic; null when another topic is open. */
  editor: Editor | null;
  active: boolean;
  canComment: boolean;
  onSaved(thread: CommentThread): void;
}

/** One thread: the text it is about (a click selects it in the topic), its comments, a reply box and Resolve / Reopen. */
export function CommentThreadCard({ thread, documentId, editor, active, canComment, onSaved }: CommentThreadCardProps) {
  const session = useSessionClient();
  const card = useRef<HTMLElement>(null);
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [replyError, setReplyError] = useState<string | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A click in the topic's commented text brings its thread into view.
  useEffect(() => {
    if (active) card.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const showInText = () => {
    if (!editor || editor.isDestroyed) return;
    const range = findThreadRange(editor.state.doc, thread.id);
    setNotice(range ? null : ANCHOR_GONE);
    if (range) editor.chain().focus().setTextSelection(range).scrollIntoView().run();
  };

  /** `done` runs with the thread's update, in one render: a reply never shows while its text is still in the box. */
  const save = async (write: () => Promise<CommentThread>, setError: (text: string | null) => void, done?: () => void) => {
    setBusy(true);
    setError(null);
    try {
      const saved = await write();
      onSaved(saved);
      done?.();
    } catch (error) {
      setError(commentErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  const reply = async (event: FormEvent) => {
    event.preventDefault();
    const body = draft.text.trim();
    if (body === '') {
      setReplyError(ErrorMessages.requiredFields);
      return;
    }
    const mentions = mentionIdsOf(draft);
    await save(
      () => replyToCommentThread(session, documentId, thread.id, { body, mentions }),
      setReplyError,
      () => setDraft(EMPTY_DRAFT),
    );
  };

  const quote = thread.quote.trim() === '' ? '(no text)' : thread.quote;
  const label = quote.length > LABEL_QUOTE_LENGTH ? `${quote.slice(0, LABEL_QUOTE_LENGTH - 1)}…` : quote;
  return (
    <article
      ref={card}
      className={`comment-thread${active ? ' is-active' : ''}${thread.resolved ? ' is-resolved' : ''}`}
      aria-label={`Comment on “${label}”`}
      aria-current={active ? 'true' : undefined}
    >
      {editor ? (
        <button type="button" className="comment-thread__quote" onClick={showInText}>
          <span className="visually-hidden">Show in the text: </span>
          {quote}
        </button>
      ) : (
        <p className="comment-thread__quote">{quote}</p>
      )}
      {thread.unplacedIn !== null && <p className="comment-thread__notice">{unplacedNotice(thread.unplacedIn)}</p>}
      {notice && <p className="comment-thread__notice">{notice}</p>}
      <ol className="comment-thread__entries">
        {thread.entries.map((entry) => (
          <CommentEntryView key={entry.id} entry={entry} />
        ))}
      </ol>
      {thread.resolved && (
        <p className="comment-thread__status">
          Resolved
          {thread.resolvedAt && (
            <>
              {' '}
              <DateTimeText at={thread.resolvedAt} />
            </>
          )}
        </p>
      )}
      {canComment && !thread.resolved && (
        <form className="comment-thread__reply" onSubmit={reply} noValidate>
          <MentionTextarea
            documentId={documentId}
            label="Your reply"
            draft={draft}
            onChange={(next) => {
              setDraft(next);
              setReplyError(null);
            }}
            disabled={busy}
            error={replyError}
          />
          <button type="submit" className="button" disabled={busy}>
            Reply
          </button>
        </form>
      )}
      {canComment && (
        <div className="comment-thread__actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => void save(() => setCommentThreadResolved(session, documentId, thread.id, !thread.resolved), setStatusError)}
          >
            {thread.resolved ? 'Reopen' : 'Resolve'}
          </button>
        </div>
      )}
      {statusError && (
        <p className="comment-thread__error" role="alert">
          {statusError}
        </p>
      )}
    </article>
  );
}
