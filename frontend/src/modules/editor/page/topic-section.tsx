import type { MapTopic, Presence, Topic } from '@ea/contracts/library';
import { memo, type ReactNode, useId } from 'react';
import useSWR from 'swr';
import { topicKey } from '@/api/library/topics.ts';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { LockIcon, PresenceDots } from './collaborators.tsx';
import { StaticTopic } from './static-topic.tsx';
import { BODY_ATTRIBUTE, TOPIC_ATTRIBUTE } from './use-topic-window.ts';

/** Where this topic stands for the user: not chosen, being opened, edited (read-only once the lock was lost). */
export type TopicEditState = 'none' | 'opening' | 'editing' | 'editing-read-only';

/** Why the topic cannot be edited now: someone holds its lock, or the lock was refused or lost. */
export interface LockNoticeInfo {
  holderName: string | null;
  /** Said when no holder is known (the server's refusal). */
  message: string | null;
  /** The user's own lock was lost while editing. */
  lost: boolean;
  /** An admin may break the holder's lock. */
  breakable: boolean;
}

export interface TopicSectionActions {
  edit(topicId: string): void;
  stopEditing(): void;
  breakLock(topicId: string, holderName: string): void;
}

interface TopicSectionProps {
  documentId: string;
  version: number;
  topic: MapTopic;
  rendered: boolean;
  placeholderHeight: number;
  /** Someone else holds the topic's lock. */
  lockedByOther: boolean;
  notice: LockNoticeInfo | null;
  present: readonly Presence[];
  edit: TopicEditState;
  canEdit: boolean;
  /** The mounted editor, for the topic being edited. */
  editor: ReactNode;
  note: string | null;
  actions: TopicSectionActions;
  observeSection(element: HTMLElement | null): () => void;
  measureBody(element: HTMLElement | null): () => void;
}

/** A topic's content as the document's current version pins it; the previous one stays shown while a newer loads. */
function TopicContent({
  documentId,
  topicId,
  version,
  onActivate,
}: {
  documentId: string;
  topicId: string;
  version: number;
  onActivate?(): void;
}) {
  const { data, error } = useSWR<Topic>(topicKey(documentId, topicId, version), { keepPreviousData: true });
  if (error && !data) return <p className="editor-topic__broken">{error.message}</p>;
  if (!data) return <Skeleton lines={6} label="Loading topic" />;
  return <StaticTopic documentId={documentId} model={data.model} onActivate={onActivate} />;
}

function LockNotice({ notice, onBreak }: { notice: LockNoticeInfo; onBreak(): void }) {
  return (
    <div className={`editor-lock-notice${notice.lost ? ' editor-lock-notice--lost' : ''}`} role="status">
      <LockIcon />
      <span>
        {notice.holderName ? `Being edited by ${notice.holderName}` : notice.message}
        {notice.lost && ' — your changes are kept as a draft.'}
      </span>
      {notice.breakable && notice.holderName && (
        <button type="button" className="button button--ghost editor-lock-notice__break" onClick={onBreak}>
          Break lock
        </button>
      )}
    </div>
  );
}

/**
 * One topic of the scroll column: title, actions and body. Far from the viewport the body is a
 * placeholder of the topic's remembered (or estimated) height; near it, the static content;
 * chosen for editing, the editor.
 */
export const TopicSection = memo(function TopicSection(props: TopicSectionProps) {
  const { topic, edit, notice, actions, canEdit } = props;
  const titleId = useId();
  const editing = edit === 'editing' || edit === 'editing-read-only';
  const mayEdit = canEdit && !props.lockedByOther && edit !== 'editing' && edit !== 'opening';

  let body: ReactNode;
  if (editing) body = props.editor;
  else if (props.rendered)
    body = (
      <TopicContent
        documentId={props.documentId}
        topicId={topic.id}
        version={props.version}
        onActivate={mayEdit ? () => actions.edit(topic.id) : undefined}
      />
    );
  else body = <div className="editor-topic__placeholder" style={{ height: props.placeholderHeight }} aria-hidden="true" />;

  return (
    <section
      ref={props.observeSection}
      {...{ [TOPIC_ATTRIBUTE]: topic.id }}
      className={`editor-topic card${editing ? ' editor-topic--editing' : ''}`}
      aria-labelledby={titleId}
    >
      <header className="editor-topic__head">
        <h2 id={titleId} className="editor-topic__title">
          {topic.title}
        </h2>
        <span className="editor-topic__meta">Revision {topic.revisionNumber}</span>
        <PresenceDots present={props.present} />
        <span className="editor-topic__spacer" />
        {canEdit && edit !== 'editing' && (
          <button
            type="button"
            className="button"
            aria-label={`Edit ${topic.title}`}
            aria-busy={edit === 'opening'}
            disabled={!mayEdit}
            onClick={() => actions.edit(topic.id)}
          >
            {edit === 'opening' ? 'Opening…' : 'Edit'}
          </button>
        )}
        {editing && (
          <button type="button" className="button" aria-label={`Stop editing ${topic.title}`} onClick={actions.stopEditing}>
            Stop editing
          </button>
        )}
      </header>
      {notice && <LockNotice notice={notice} onBreak={() => actions.breakLock(topic.id, notice.holderName ?? '')} />}
      {props.note && editing && <p className="editor-topic__note">{props.note}</p>}
      {props.rendered || editing ? (
        <div ref={props.measureBody} {...{ [BODY_ATTRIBUTE]: topic.id }} className="editor-topic__body">
          {body}
        </div>
      ) : (
        body
      )}
    </section>
  );
});
