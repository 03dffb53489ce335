import {
  COLLABORATION_HEARTBEAT_SECONDS,
  type DocumentDetail,
  type DraftBody,
  type Topic,
  type TopicModelJson,
  type VersionWritten,
} from '@ea/contracts/library';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSWRConfig } from 'swr';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { documentKey } from '@/api/library/documents.ts';
import { saveDraft } from '@/api/library/drafts.ts';
import { locksKey, releaseTopicLock, takeTopicLock } from '@/api/library/locks.ts';
import { saveTopic, topicKey } from '@/api/library/topics.ts';
import type { SessionClient } from '@/app/session/session-client.ts';
import { DraftScheduler, type DraftStatus } from '../editing/draft-scheduler.ts';
import type { DraftOffer, DraftStore } from '../editing/draft-store.ts';
import { type LockApi, LockController, type LockState } from '../editing/lock-controller.ts';
import { loadSurface } from './surface-loader.ts';

/** The topic whose editor is mounted, and what it was mounted with. */
export interface EditTarget {
  topicId: string;
  title: string;
  /** A new number each time the user starts editing: the editor's React key. */
  key: number;
  /** The revision the edit builds on; moves on with each save. */
  baseRevision: number;
  initialModel: TopicModelJson;
  /** Said above the editor: the restored draft was made on an older revision. */
  note: string | null;
}

export interface TopicEditing {
  target: EditTarget | null;
  /** The topic being opened for editing (its content loading, its lock being taken). */
  opening: string | null;
  lock: LockState;
  draft: DraftStatus;
  /** Edits not yet saved as a revision (they may be safe in a draft). */
  unsaved: boolean;
  begin(topicId: string, restore?: DraftOffer): Promise<boolean>;
  end(): Promise<void>;
  change(read: () => TopicModelJson): void;
  save(revisionDescription: string): Promise<VersionWritten>;
  /** News from the server that the lock of `topicId` went (broken, lapsed) at `at` (its clock). */
  lockWent(topicId: string, at: string): void;
}

const DRAFT_DELAY_MS = 2000;
const LOCAL_COPY_DELAY_MS = 400;
const DRAFT_RETRY_MS = 10_000;

/** The lock API as the controller wants it: a 409 names the holder, other refusals are final, failures throw. */
function lockApi(session: SessionClient, documentId: string, onTaken: () => void): LockApi {
  return {
    take: async (topicId, { renew }) => {
      try {
        const lock = await takeTopicLock(session, documentId, topicId, { renew });
        return { kind: 'held', acquiredAt: lock.acquiredAt };
      } catch (error) {
        if (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500) throw error;
        if (error.status === 409) {
          onTaken();
          return { kind: 'taken', holderName: null, message: error.message };
        }
        return { kind: 'refused', message: error.message };
      }
    },
    release: (topicId, { keepalive }) => releaseTopicLock(session, documentId, topicId, { keepalive }),
  };
}

function describeFailure(error: unknown): string | null {
  return error instanceof ApiRequestError && error.status > 0 && error.status < 500 ? error.message : null;
}

interface Options {
  session: SessionClient;
  document: DocumentDetail;
  store: DraftStore;
  /** The user left a topic whose edits are not saved as a revision: offer them back. */
  onLeftUnsaved(offer: DraftOffer): void;
  onError(message: string): void;
}

/**
 * Editing one topic at a time: its lock (taken, renewed, released), the editor's content and the
 * draft that autosaves it, and saving it as a revision. Leaving the page releases the lock and
 * sends the draft with requests that outlive it.
 */
export function useTopicEditing({ session, document, store, onLeftUnsaved, onError }: Options): TopicEditing {
  const documentId = document.id;
  const { mutate, cache } = useSWRConfig();
  const [target, setTarget] = useState<EditTarget | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const [lock, setLock] = useState<LockState>({ kind: 'idle' });
  const [draft, setDraft] = useState<DraftStatus>({ kind: 'clean' });
  const [unsaved, setUnsaved] = useState(false);

  const lockRef = useRef<LockController | null>(null);
  const schedulerRef = useRef<DraftScheduler<DraftBody> | null>(null);
  const targetRef = useRef<EditTarget | null>(null);
  const readRef = useRef<(() => TopicModelJson) | null>(null);
  const unsavedRef = useRef(false);
  const requestRef = useRef(0);
  const keyRef = useRef(0);
  const latest = useRef({ document, onLeftUnsaved, onError, store });
  latest.current = { document, onLeftUnsaved, onError, store };

  const markUnsaved = useCallback((value: boolean) => {
    if (unsavedRef.current === value) return;
    unsavedRef.current = value;
    setUnsaved(value);
  }, []);

  useEffect(() => {
    const controller = new LockController(
      lockApi(session, documentId, () => void mutate(locksKey(documentId))),
      { heartbeatMs: COLLABORATION_HEARTBEAT_SECONDS * 1000, onChange: setLock },
    );
    lockRef.current = controller;
    return () => {
      const scheduler = schedulerRef.current;
      schedulerRef.current = null;
      if (scheduler) void scheduler.flush().finally(() => scheduler.dispose());
      void controller.release();
      controller.dispose();
      lockRef.current = null;
    };
  }, [session, documentId, mutate]);

  // The page going away: the draft and the lock's release go with requests that outlive it.
  useEffect(() => {
    const onPageHide = () => {
      schedulerRef.current?.flushOnExit();
      lockRef.current?.releaseOnExit();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void lockRef.current?.resume();
    };
    const onVisibility = () => {
      if (globalThis.document.visibilityState === 'hidden') schedulerRef.current?.flushOnExit();
      else if (schedulerRef.current?.dirty) void schedulerRef.current.flush();
    };
    const onOnline = () => void schedulerRef.current?.flush();
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    window.addEventListener('online', onOnline);
    globalThis.document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('online', onOnline);
      globalThis.document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  const newScheduler = useCallback(
    (topicId: string) =>
      new DraftScheduler<DraftBody>({
        delayMs: DRAFT_DELAY_MS,
        localDelayMs: LOCAL_COPY_DELAY_MS,
        retryMs: DRAFT_RETRY_MS,
        send: async (payload, { keepalive }) => (await saveDraft(session, documentId, topicId, payload, { keepalive })) !== null,
        keepLocal: (payload) => {
          const savedAt = new Date().toISOString();
          latest.current.store.put({ ...payload, topicId, savedAt });
          return savedAt;
        },
        sent: (stamp) => latest.current.store.removeIfUnchanged(topicId, stamp),
        onStatus: setDraft,
        describeFailure,
      }),
    [session, documentId],
  );

  /** Lets the topic being edited go: its draft sent, offered back if it is not saved as a revision. */
  const leaveCurrent = useCallback(async () => {
    const current = targetRef.current;
    const scheduler = schedulerRef.current;
    const read = readRef.current;
    if (scheduler) await scheduler.flush();
    if (current && read && unsavedRef.current) {
      const onServer = scheduler !== null && !scheduler.dirty;
      latest.current.onLeftUnsaved({
        topicId: current.topicId,
        title: current.title,
        model: read(),
        baseRevision: current.baseRevision,
        savedAt: new Date().toISOString(),
        source: onServer ? 'server' : 'device',
        onServer,
      });
    }
    scheduler?.dispose();
    schedulerRef.current = null;
    targetRef.current = null;
    readRef.current = null;
    markUnsaved(false);
    setTarget(null);
    setDraft({ kind: 'clean' });
  }, [markUnsaved]);

  const loadTopic = useCallback(
    async (topicId: string): Promise<Topic> => {
      const key = topicKey(documentId, topicId, latest.current.document.versionNumber);
      const cached = cache.get(key)?.data as Topic | undefined;
      if (cached) return cached;
      const topic = await session.json<Topic>(key);
      void mutate(key, topic, { revalidate: false });
      return topic;
    },
    [cache, documentId, mutate, session],
  );

  const begin = useCallback(
    async (topicId: string, restore?: DraftOffer): Promise<boolean> => {
      const controller = lockRef.current;
      if (!controller) return false;
      const request = ++requestRef.current;
      const current = targetRef.current;
      // The same topic again (its lock was lost or refused): only the lock is taken again.
      if (current?.topicId === topicId && !restore) {
        const state = await controller.acquire(topicId);
        return state.kind === 'held';
      }
      if (current) await leaveCurrent();
      if (request !== requestRef.current) return false;
      setOpening(topicId);
      const mapTopic = latest.current.document.topics.find((topic) => topic.id === topicId);
      const surface = loadSurface().then(
        () => null,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      );
      const [state, loaded, surfaceFailure] = await Promise.all([
        controller.acquire(topicId),
        restore
          ? Promise.resolve(null)
          : loadTopic(topicId).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
        surface,
      ]);
      if (request !== requestRef.current) return false;
      setOpening(null);
      if (loaded instanceof Error || surfaceFailure) {
        const failure = loaded instanceof Error ? loaded : surfaceFailure;
        latest.current.onError(failure?.message ?? 'The topic could not be opened. Please try again.');
        await controller.release();
        return false;
      }
      if (state.kind !== 'held') return false;
      const currentRevision = mapTopic?.revisionNumber ?? restore?.baseRevision ?? 1;
      const next: EditTarget = {
        topicId,
        title: mapTopic?.title ?? restore?.title ?? 'Untitled topic',
        key: ++keyRef.current,
        // A restored draft is saved over the topic as it stands now: the user was told if it moved on.
        baseRevision: restore ? currentRevision : (loaded?.revisionNumber ?? currentRevision),
        initialModel: restore ? restore.model : (loaded?.model ?? { type: 'doc', content: [] }),
        note:
          restore && restore.baseRevision < currentRevision
            ? `This draft was made on revision ${restore.baseRevision}; revision ${currentRevision} was saved since. Saving replaces it with your draft.`
            : null,
      };
      const scheduler = newScheduler(topicId);
      schedulerRef.current = scheduler;
      targetRef.current = next;
      // The editor mounts in this update: synchronously, so its effects run at once (see loadSurface).
      flushSync(() => {
        setTarget(next);
        setDraft({ kind: 'clean' });
      });
      if (restore) {
        readRef.current = () => restore.model;
        markUnsaved(true);
        scheduler.change(() => ({ model: restore.model, baseRevision: next.baseRevision, title: next.title }));
      }
      return true;
    },
    [leaveCurrent, loadTopic, markUnsaved, newScheduler],
  );

  const end = useCallback(async () => {
    requestRef.current++;
    setOpening(null);
    await leaveCurrent();
    await lockRef.current?.release();
  }, [leaveCurrent]);

  const change = useCallback(
    (read: () => TopicModelJson) => {
      const current = targetRef.current;
      const scheduler = schedulerRef.current;
      if (!current || !scheduler) return;
      readRef.current = read;
      markUnsaved(true);
      scheduler.change(() => ({ model: read(), baseRevision: current.baseRevision, title: current.title }));
    },
    [markUnsaved],
  );

  const save = useCallback(
    async (revisionDescription: string): Promise<VersionWritten> => {
      const current = targetRef.current;
      const read = readRef.current;
      const scheduler = schedulerRef.current;
      if (!current || !read || !scheduler) throw new Error('Nothing to save');
      await scheduler.settle();
      let written: VersionWritten;
      try {
        written = await saveTopic(session, documentId, current.topicId, {
          model: read(),
          revisionDescription,
          baseRevision: current.baseRevision,
        });
      } catch (error) {
        // The edit stays a draft: autosave goes on.
        void scheduler.flush();
        throw error;
      }
      scheduler.reset();
      latest.current.store.remove(current.topicId);
      const saved = written.topics.find((topic) => topic.id === current.topicId);
      const next = { ...current, baseRevision: saved?.revisionNumber ?? current.baseRevision + 1, note: null };
      if (targetRef.current === current) {
        targetRef.current = next;
        setTarget(next);
      }
      markUnsaved(false);
      void mutate(documentKey(documentId));
      return written;
    },
    [session, documentId, mutate, markUnsaved],
  );

  const lockWent = useCallback((topicId: string, at: string) => {
    const controller = lockRef.current;
    const state = controller?.state;
    if (!controller || state?.kind !== 'held' || state.topicId !== topicId) return;
    // News of an earlier lock of the same topic (released, then taken again) is not about this one.
    if (state.since !== null && Date.parse(at) < Date.parse(state.since)) return;
    controller.markLost(topicId, 'Your lock on this topic was broken or lapsed');
  }, []);

  return useMemo(
    () => ({ target, opening, lock, draft, unsaved, begin, end, change, save, lockWent }),
    [target, opening, lock, draft, unsaved, begin, end, change, save, lockWent],
  );
}
