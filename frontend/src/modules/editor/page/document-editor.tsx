import { Rooms } from '@ea/contracts';
import type { DocumentDetail, MapTopic, Presence, PresenceBody, TopicLock } from '@ea/contracts/library';
import { type ComponentProps, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { generatePath, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { discardDraft, useDrafts } from '@/api/library/drafts.ts';
import { uploadTopicImage } from '@/api/library/images.ts';
import { locksKey, releaseTopicLock, useTopicLocks } from '@/api/library/locks.ts';
import { usePresence } from '@/api/library/presence.ts';
import { paths } from '@/app/paths.ts';
import { useRealtimeMessages, useRealtimeRoom } from '@/app/realtime/realtime-messages.tsx';
import { isAdminUser } from '@/app/session/access.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import type { SessionUser } from '@/app/session/user-config-cookie.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog/confirm-dialog.tsx';
import { useConfirm } from '@/ui/confirm-dialog/use-confirm.tsx';
import { useDateTimeFormat } from '@/ui/format/time-zone-context.tsx';
import { useLeaveGuard } from '@/ui/leave-guard/use-leave-guard.ts';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { type DraftOffer, DraftStore, draftOffers } from '../editing/draft-store.ts';
import { draftStatusText } from '../editing/status-text.ts';
import type { TopicEditor as TopicEditorComponent } from '../surface/topic-editor.tsx';
import { DraftOffers } from './draft-offers.tsx';
import { EditorBoundary } from './editor-boundary.tsx';
import { EditorHeader } from './editor-header.tsx';
import { PresenceBar } from './presence-bar.tsx';
import { SaveDialog } from './save-dialog.tsx';
import { StaticTopic } from './static-topic.tsx';
import { loadedSurface, loadSurface } from './surface-loader.ts';
import { TopicOutline } from './topic-outline.tsx';
import { type LockNoticeInfo, type TopicEditState, TopicSection, type TopicSectionActions } from './topic-section.tsx';

import { usePresenceHeartbeat } from './use-presence-heartbeat.ts';
import { useTopicEditing } from './use-topic-editing.ts';
import { useTopicWindow } from './use-topic-window.ts';

// The comments load when the panel opens, the editing surface when a topic is first edited (or the
// browser is idle): reading a long filing needs neither.
const CommentsPanel = lazy(() => import('../comments/comments-panel.tsx').then((m) => ({ default: m.CommentsPanel })));

type SurfaceEditor = Parameters<NonNullable<ComponentProps<typeof TopicEditorComponent>['onEditor']>>[0];

const NOBODY: readonly Presence[] = [];

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

interface DocumentEditorProps {
  document: DocumentDetail;
  user: SessionUser;
  /** The topic the route opens for editing first (the ckeditor route's endocId). */
  initialTopicId: string | null;
}

/**
 * The document editor: every topic of the current map in one scroll column (only those near the
 * viewport rendered), one topic at a time in the editor under its lock, drafts that autosave,
 * who else is here, and the comments beside.
 */
export function DocumentEditor({ document, user, initialTopicId }: DocumentEditorProps) {
  const session = useSessionClient();
  const notifications = useNotifications();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const format = useDateTimeFormat();
  const admin = isAdminUser(user);
  const canEdit = !document.locked;
  useRealtimeRoom(Rooms.document(document.id));

  const store = useMemo(() => new DraftStore(browserStorage(), user.userId, document.id), [user.userId, document.id]);
  const locks = useTopicLocks(document.id);
  const presence = usePresence(document.id);
  const drafts = useDrafts(document.id);
  const [offers, setOffers] = useState<DraftOffer[] | null>(null);
  const [offerBusy, setOfferBusy] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState<DraftOffer | null>(null);
  const [breaking, setBreaking] = useState<{ topicId: string; holderName: string } | null>(null);
  const [saveOpen, setSaveOpen] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [surfaceEditor, setSurfaceEditor] = useState<SurfaceEditor | null>(null);

  const topicsById = useMemo(() => new Map(document.topics.map((topic) => [topic.id, topic])), [document.topics]);
  const topicIds = useMemo(() => document.topics.map((topic) => topic.id), [document.topics]);
  const startTopic = initialTopicId !== null && topicsById.has(initialTopicId) ? initialTopicId : null;
  const [focusTopic, setFocusTopic] = useState<string | null>(startTopic);

  const showError = useCallback((message: string) => notifications.show({ kind: 'error', message }), [notifications]);
  const onLeftUnsaved = useCallback((offer: DraftOffer) => {
    setOffers((current) => [offer, ...(current ?? []).filter((o) => o.topicId !== offer.topicId)]);
  }, []);
  const editing = useTopicEditing({ session, document, store, onLeftUnsaved, onError: showError });
  const { target, lock } = editing;
  const editingTopic = target !== null && lock.kind === 'held' && lock.topicId === target.topicId ? target.topicId : null;

  // A lock of ours that went without us letting it go: an admin broke it, or it lapsed.
  useRealtimeMessages(
    (message) => message.event === 'topic.unlocked' && message.data?.documentId === document.id && typeof message.data.topicId === 'string',
    (message) => editing.lockWent(String(message.data?.topicId), message.occurredAt),
  );

  const columnRef = useRef<HTMLDivElement>(null);
  const topicWindow = useTopicWindow(columnRef, topicIds, startTopic, target?.topicId ?? null);

  // The editing surface is fetched once the document shows, so the first Edit does not wait for it.
  useEffect(() => {
    const timer = setTimeout(() => void loadSurface().catch(() => {}), 1500);
    return () => clearTimeout(timer);
  }, []);

  // The drafts found on opening: the server's and this browser's, whichever is newer per topic.
  useEffect(() => {
    if (offers !== null || (!drafts.data && !drafts.error)) return;
    setOffers(draftOffers(drafts.data?.drafts ?? [], store.list()));
  }, [offers, drafts.data, drafts.error, store]);

  const presenceWhere = useCallback(
    (): PresenceBody =>
      editingTopic !== null ? { topicId: editingTopic, mode: 'editing' } : { topicId: topicWindow.topicAtTop(), mode: 'viewing' },
    [editingTopic, topicWindow],
  );
  usePresenceHeartbeat(session, document.id, presenceWhere, editingTopic);

  const lockByTopic = useMemo(() => new Map<string, TopicLock>((locks.data?.locks ?? []).map((l) => [l.topicId, l])), [locks.data]);
  const others = useMemo(() => (presence.data?.present ?? []).filter((p) => p.userId !== user.userId), [presence.data, user.userId]);
  const presenceByTopic = useMemo(() => {
    const byTopic = new Map<string, Presence[]>();
    for (const person of others) {
      if (person.topicId === null) continue;
      byTopic.set(person.topicId, [...(byTopic.get(person.topicId) ?? []), person]);
    }
    return byTopic;
  }, [others]);

  const unsavedMessage = target
    ? `Your changes to ${target.title} are not saved as a revision yet; they are kept as a draft you can restore.`
    : '';
  const guard = useLeaveGuard(editing.unsaved, () => confirm('leaveBuilderUnsaved', `${unsavedMessage} Leave the editor?`));

  /** Before the editor moves to another topic: edits not saved as a revision are confirmed away (they stay a draft). */
  const latest = useRef({ editing, confirm, unsavedMessage });
  latest.current = { editing, confirm, unsavedMessage };
  const mayLeaveTopic = useCallback(async (next: string | null) => {
    const { editing: current, confirm: ask, unsavedMessage: message } = latest.current;
    if (!current.unsaved || current.target === null || current.target.topicId === next) return true;
    return ask('leaveBuilderUnsaved', `${message} Continue?`);
  }, []);

  const actions = useMemo<TopicSectionActions>(
    () => ({
      edit: (topicId) => {
        void (async () => {
          if (!(await mayLeaveTopic(topicId))) return;
          setFocusTopic(topicId);
          await latest.current.editing.begin(topicId);
        })();
      },
      stopEditing: () => {
        void (async () => {
          if (await mayLeaveTopic(null)) await latest.current.editing.end();
        })();
      },
      breakLock: (topicId, holderName) => setBreaking({ topicId, holderName }),
    }),
    [mayLeaveTopic],
  );

  const scrollTo = topicWindow.scrollTo;
  const selectTopic = useCallback(
    (topicId: string) => {
      setFocusTopic(topicId);
      scrollTo(topicId);
    },
    [scrollTo],
  );

  // The route names a topic to open first: it is brought into view and opened for editing.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || startTopic === null) return;
    opened.current = true;
    scrollTo(startTopic);
    if (canEdit) actions.edit(startTopic);
  }, [startTopic, scrollTo, actions, canEdit]);

  const restore = async (offer: DraftOffer) => {
    if (!(await mayLeaveTopic(offer.topicId))) return;
    setOfferBusy(offer.topicId);
    setFocusTopic(offer.topicId);
    scrollTo(offer.topicId);
    const restored = await editing.begin(offer.topicId, offer);
    setOfferBusy(null);
    if (restored) setOffers((current) => (current ?? []).filter((o) => o.topicId !== offer.topicId));
  };

  const discard = async (offer: DraftOffer) => {
    setDiscarding(null);
    setOfferBusy(offer.topicId);
    try {
      if (offer.onServer) await discardDraft(session, document.id, offer.topicId);
      store.remove(offer.topicId);
      setOffers((current) => (current ?? []).filter((o) => o.topicId !== offer.topicId));
    } catch (error) {
      showError(error instanceof Error ? error.message : 'The draft could not be discarded. Please try again.');
    } finally {
      setOfferBusy(null);
    }
  };

  const breakLock = async (topicId: string) => {
    setBreaking(null);
    try {
      await releaseTopicLock(session, document.id, topicId, { force: true });
      notifications.show({ kind: 'info', message: `The lock on ${topicsById.get(topicId)?.title ?? 'the topic'} was broken.` });
    } catch (error) {
      showError(error instanceof Error ? error.message : 'The lock could not be broken. Please try again.');
    } finally {
      void mutate(locksKey(document.id));
    }
  };

  const contentPath = `${generatePath(paths.company.content, { companyId: String(document.companyId) })}?docId=${document.id}`;
  const closeDocument = async () => {
    if (editing.unsaved && !(await confirm('closeDocument', `${unsavedMessage} Close the document?`))) return;
    guard.allowNext();
    await editing.end();
    navigate(contentPath);
  };

  const save = async (revisionDescription: string): Promise<string | null> => {
    try {
      const written = await editing.save(revisionDescription);
      notifications.show({ kind: 'success', message: written.message });
      for (const warning of written.warnings) notifications.show({ kind: 'info', message: warning });
      setSaveOpen(false);
      return null;
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The topic could not be saved. Please try again.';
      showError(message);
      return message;
    }
  };

  const uploadImage = useCallback((file: File) => uploadTopicImage(session, document.id, file), [session, document.id]);

  /** The lock notice of a topic: someone else's lock, or the user's own refused or lost. */
  const noticeOf = (topic: MapTopic): LockNoticeInfo | null => {
    const held = lockByTopic.get(topic.id);
    const other = held && held.holderId !== user.userId ? held : null;
    const mineHere = lock.kind !== 'idle' && lock.topicId === topic.id ? lock : null;
    if (mineHere?.kind === 'lost') {
      return {
        holderName: other?.holderName ?? mineHere.holderName,
        message: mineHere.message,
        lost: true,
        breakable: admin && other !== null,
      };
    }
    if (other) return { holderName: other.holderName, message: null, lost: false, breakable: admin };
    if (mineHere?.kind === 'refused') {
      if (!mineHere.taken) return { holderName: null, message: mineHere.message, lost: false, breakable: false };
      // Refused as taken while the list names no holder: the list is on its way, or the lock was let go meanwhile.
      return locks.isValidating ? { holderName: 'another user', message: null, lost: false, breakable: false } : null;
    }
    if (mineHere?.kind === 'failed') return { holderName: null, message: mineHere.message, lost: false, breakable: false };
    return null;
  };

  const editStateOf = (topicId: string): TopicEditState => {
    if (target?.topicId === topicId)
      return editingTopic === topicId ? 'editing' : lock.kind === 'acquiring' ? 'opening' : 'editing-read-only';
    if (editing.opening === topicId || (lock.kind === 'acquiring' && lock.topicId === topicId)) return 'opening';
    return 'none';
  };

  const Surface = loadedSurface()?.TopicEditor;
  const editorNode = target ? (
    <div className="editor-topic__content editor-topic__content--editing">
      <EditorBoundary
        fallback={(retry, message) => (
          <>
            <p className="editor-topic__broken" role="alert">
              The editor could not start: {message}{' '}
              <button type="button" className="button button--ghost" onClick={retry}>
                Try again
              </button>
            </p>
            <StaticTopic documentId={document.id} model={target.initialModel} />
          </>
        )}
      >
        {Surface ? (
          <Surface
            key={target.key}
            documentId={document.id}
            initialModel={target.initialModel}
            editable={editingTopic === target.topicId}
            onChange={editing.change}
            onEditor={setSurfaceEditor}
            uploadImage={uploadImage}
          />
        ) : (
          <StaticTopic documentId={document.id} model={target.initialModel} />
        )}
      </EditorBoundary>
    </div>
  ) : null;

  const status = draftStatusText(editing.draft, target !== null, editing.unsaved, format.time);
  const canSave = editingTopic !== null && editing.unsaved;

  return (
    <div className={`editor-page${commentsOpen ? ' editor-page--comments' : ''}`}>
      <EditorHeader
        document={document}
        status={status}
        commentsOpen={commentsOpen}
        canSave={canSave}
        onToggleComments={() => setCommentsOpen((open) => !open)}
        onSave={() => setSaveOpen(true)}
        onClose={() => void closeDocument()}
      />
      <PresenceBar others={others} topicTitle={(topicId) => topicsById.get(topicId)?.title ?? null} />
      <div className="editor-page__columns">
        <TopicOutline
          topics={document.topics}
          locks={lockByTopic}
          myLockTopic={editingTopic}
          presence={presenceByTopic}
          current={focusTopic}
          onSelect={selectTopic}
        />
        <div ref={columnRef} className="editor-page__topics">
          {offers && (
            <DraftOffers
              offers={offers}
              topics={topicsById}
              busy={offerBusy}
              onRestore={(o) => void restore(o)}
              onDiscard={setDiscarding}
            />
          )}
          {document.locked && (
            <p className="editor-page__locked" role="status">
              A final release locked this document: its topics can be read, not edited.
            </p>
          )}
          {document.topics.map((topic) => {
            const held = lockByTopic.get(topic.id);
            const edit = editStateOf(topic.id);
            return (
              <TopicSection
                key={topic.id}
                documentId={document.id}
                version={document.versionNumber}
                topic={topic}
                rendered={topicWindow.rendered.has(topic.id)}
                placeholderHeight={topicWindow.heights.estimate(topic.id)}
                lockedByOther={held !== undefined && held.holderId !== user.userId}
                notice={noticeOf(topic)}
                present={presenceByTopic.get(topic.id) ?? NOBODY}
                edit={edit}
                canEdit={canEdit}
                editor={edit === 'editing' || edit === 'editing-read-only' ? editorNode : null}
                note={target?.topicId === topic.id ? target.note : null}
                actions={actions}
                observeSection={topicWindow.observeSection}
                measureBody={topicWindow.measureBody}
              />
            );
          })}
        </div>
        {commentsOpen && (
          <div className="editor-page__comments">
            <Suspense fallback={<Skeleton lines={5} label="Loading comments" />}>
              <CommentsPanel
                documentId={document.id}
                topicId={target?.topicId ?? focusTopic}
                editor={target ? surfaceEditor : null}
                canComment
              />
            </Suspense>
          </div>
        )}
      </div>
      {saveOpen && target && <SaveDialog topicTitle={target.title} onSave={save} onClose={() => setSaveOpen(false)} />}
      <ConfirmDialog
        open={breaking !== null}
        title="Break lock"
        message={`${breaking?.holderName ?? 'Someone'} is editing ${topicsById.get(breaking?.topicId ?? '')?.title ?? 'this topic'}. Breaking the lock lets others edit it; their edits not saved as a revision stay in their draft. Break the lock?`}
        confirmLabel="Break lock"
        onConfirm={() => breaking && void breakLock(breaking.topicId)}
        onCancel={() => setBreaking(null)}
      />
      <ConfirmDialog
        open={discarding !== null}
        title="Discard draft"
        message={`Your unsaved changes to ${discarding ? (topicsById.get(discarding.topicId)?.title ?? discarding.title ?? 'this topic') : ''} will be lost. Discard them?`}
        confirmLabel="Discard draft"
        onConfirm={() => discarding && void discard(discarding)}
        onCancel={() => setDiscarding(null)}
      />
    </div>
  );
}
