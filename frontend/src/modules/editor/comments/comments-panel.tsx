import type { CommentThread } from '@ea/contracts/library';
import type { Editor } from '@tiptap/react';
import { useId, useMemo, useState } from 'react';
import { useComments, withThread } from '@/api/library/comments.ts';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { commentErrorText } from './comment-error.ts';
import { CommentThreadCard } from './comment-thread-card.tsx';
import { NewCommentForm } from './new-comment-form.tsx';
import { anchorPositions } from './thread-anchors.ts';
import { groupThreads, type ThreadFilter } from './thread-order.ts';
import { useEditorSelection } from './use-editor-selection.ts';
import './comments-panel.css';

interface CommentsPanelProps {
  documentId: string;
  /** The topic open in the editor; its threads come first. */
  topicId: string | null;
  editor: Editor | null;
  /** The user may write comments (the editor feature, and the topic can be saved with its new anchors). */
  canComment: boolean;
}

const FILTERS: readonly { value: ThreadFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
];

/**
 * The document's comment threads beside the editor: the open topic's first, in reading order,
 * open or resolved ones. Clicking a thread selects its text; a click in commented text brings
 * its thread forward. New threads are anchored on the selection.
 */
export function CommentsPanel({ documentId, topicId, editor, canComment }: CommentsPanelProps) {
  const headingId = useId();
  const { data, error, isLoading, mutate } = useComments(documentId);
  const { activeThreadId, canAnchor } = useEditorSelection(editor);
  const [filter, setFilter] = useState<ThreadFilter>('open');
  const threads = data?.threads;

  // Anchor positions are read when the threads or the topic change, not on every edit: the order
  // is for finding one's way, and a thread's place in it need not follow each keystroke.
  // biome-ignore lint/correctness/useExhaustiveDependencies: topicId stands for the editor's content changing topic
  const anchors = useMemo(
    () => (editor && !editor.isDestroyed ? anchorPositions(editor.state.doc) : new Map<string, number>()),
    [editor, threads, topicId],
  );
  const groups = useMemo(() => groupThreads(threads ?? [], filter, topicId, anchors), [threads, filter, topicId, anchors]);
  const counts = useMemo(() => {
    const resolved = (threads ?? []).filter((thread) => thread.resolved).length;
    return { open: (threads?.length ?? 0) - resolved, resolved };
  }, [threads]);

  // A click in the text of a thread the filter hides shows that thread's side of the filter
  // (once the threads are there to tell which side that is).
  const [followed, setFollowed] = useState<string | null>(null);
  if (activeThreadId !== followed && threads !== undefined) {
    setFollowed(activeThreadId);
    const thread = threads?.find((candidate) => candidate.id === activeThreadId);
    if (thread && thread.resolved !== (filter === 'resolved')) setFilter(thread.resolved ? 'resolved' : 'open');
  }

  const store = (thread: CommentThread) => void mutate((list) => withThread(list, thread), { revalidate: false });
  const card = (thread: CommentThread) => (
    <li key={thread.id}>
      <CommentThreadCard
        thread={thread}
        documentId={documentId}
        editor={thread.topicId === topicId && thread.unplacedIn === null ? editor : null}
        active={thread.id === activeThreadId}
        canComment={canComment}
        onSaved={store}
      />
    </li>
  );

  return (
    <aside className="comments-panel" aria-labelledby={headingId}>
      <div className="comments-panel__head">
        <h2 className="comments-panel__title" id={headingId}>
          Comments
        </h2>
        <fieldset className="comments-panel__filter">
          <legend className="visually-hidden">Show</legend>
          {FILTERS.map((option) => (
            <button
              key={option.value}
              type="button"
              className={`comments-panel__filter-option${filter === option.value ? ' is-selected' : ''}`}
              aria-pressed={filter === option.value}
              onClick={() => setFilter(option.value)}
            >
              {option.label} ({counts[option.value]})
            </button>
          ))}
        </fieldset>
      </div>
      {canComment && <NewCommentForm documentId={documentId} topicId={topicId} editor={editor} canAnchor={canAnchor} onOpened={store} />}
      {error ? (
        <p className="comments-panel__error" role="alert">
          {commentErrorText(error)}
        </p>
      ) : isLoading && !data ? (
        <Skeleton lines={4} label="Loading comments" />
      ) : groups.here.length + groups.elsewhere.length + groups.unplaced.length === 0 ? (
        <p className="comments-panel__empty">{filter === 'open' ? 'No open comments.' : 'No resolved comments.'}</p>
      ) : (
        <>
          {groups.here.length > 0 && (
            <section className="comments-panel__group" aria-label="This topic">
              <ol className="comments-panel__threads">{groups.here.map(card)}</ol>
            </section>
          )}
          {groups.elsewhere.length > 0 && (
            <section className="comments-panel__group" aria-label={topicId === null ? 'All topics' : 'Other topics'}>
              {topicId !== null && <h3 className="comments-panel__group-title">Other topics</h3>}
              <ol className="comments-panel__threads">{groups.elsewhere.map(card)}</ol>
            </section>
          )}
          {groups.unplaced.length > 0 && (
            <section className="comments-panel__group" aria-label="Not placed">
              <h3 className="comments-panel__group-title">Not placed in the current text</h3>
              <ol className="comments-panel__threads">{groups.unplaced.map(card)}</ol>
            </section>
          )}
        </>
      )}
    </aside>
  );
}
