import { type Static, Type } from 'typebox';

/**
 * The library's events: the topic they are published on, each type's payload (what other
 * services may keep of it: filings, rendering, XBRL) and the small message the browser gets
 * for it, which keeps open lists and panes current.
 */

/** The topic every library event is published on. */
export const LIBRARY_TOPIC = 'library';

/** Aggregate types of the library's events (the ordering key's kind). */
export const LibraryAggregates = {
  document: 'document',
  folder: 'folder',
} as const;

const Id = Type.Integer({ minimum: 1 });
const Text = Type.Union([Type.String(), Type.Null()]);

/** A folder's state after the change. */
export const FolderEventPayload = Type.Object({
  id: Id,
  companyId: Id,
  channelId: Id,
  parentId: Type.Union([Id, Type.Null()]),
  name: Type.String(),
  deleted: Type.Boolean(),
});
export type FolderEventPayload = Static<typeof FolderEventPayload>;

/** A document's state after the change: every document event carries all of it, so applying the latest wins. */
export const DocumentEventPayload = Type.Object({
  id: Type.String(),
  companyId: Id,
  channelId: Id,
  folderId: Type.Union([Id, Type.Null()]),
  documentType: Type.Integer(),
  title: Type.String(),
  formType: Text,
  periodEndDate: Text,
  releaseVersion: Text,
  state: Type.Integer(),
  locked: Type.Boolean(),
  versionId: Type.String(),
  versionNumber: Type.Integer(),
  predecessorId: Text,
  /** The topics a new version changed (saved, added, removed, moved); empty for other changes. */
  topicIds: Type.Array(Type.String()),
});
export type DocumentEventPayload = Static<typeof DocumentEventPayload>;

/** A topic lock taken, released by its holder, broken by an admin, or found lapsed (no heartbeat within LOCK_TTL_SECONDS). */
export const TopicLockEventPayload = Type.Object({
  documentId: Type.String(),
  companyId: Id,
  channelId: Id,
  topicId: Type.String(),
  holderId: Type.String(),
  holderName: Type.String(),
  reason: Type.Union([Type.Literal('taken'), Type.Literal('released'), Type.Literal('broken'), Type.Literal('expired')]),
});
export type TopicLockEventPayload = Static<typeof TopicLockEventPayload>;

/** Who is present in a document changed (someone came, left, or moved to another topic or mode). */
export const PresenceEventPayload = Type.Object({ documentId: Type.String(), companyId: Id, channelId: Id });
export type PresenceEventPayload = Static<typeof PresenceEventPayload>;

/** A comment thread opened, replied to, resolved or reopened. */
export const CommentEventPayload = Type.Object({
  documentId: Type.String(),
  companyId: Id,
  channelId: Id,
  topicId: Type.String(),
  threadId: Type.String(),
});
export type CommentEventPayload = Static<typeof CommentEventPayload>;

/** A user mentioned in a comment: sent to that user alone. */
export const CommentMentionPayload = Type.Object({
  ...CommentEventPayload.properties,
  userId: Type.String(),
  byName: Type.String(),
  documentTitle: Type.String(),
});
export type CommentMentionPayload = Static<typeof CommentMentionPayload>;

/**
 * A render job's progress or outcome (spec §4: pdf ready, ixbrl / edgar html / word generation
 * complete or error). Sent to the requester and to the document's room, whose members may read
 * the document and so the file.
 */
export const RenderEventPayload = Type.Object({
  jobId: Type.String(),
  documentId: Type.String(),
  companyId: Id,
  channelId: Id,
  /** The requester. */
  userId: Type.String(),
  format: Type.Union([Type.Literal('pdf'), Type.Literal('html'), Type.Literal('ixbrl'), Type.Literal('word')]),
  /** Rendering status (spec §4). */
  status: Type.Integer(),
  progress: Type.Integer(),
  message: Text,
});
export type RenderEventPayload = Static<typeof RenderEventPayload>;

/** Every library event type with its payload schema. */
export const LIBRARY_EVENTS = {
  'folder.created': FolderEventPayload,
  'folder.updated': FolderEventPayload,
  'folder.deleted': FolderEventPayload,
  'document.created': DocumentEventPayload,
  'document.updated': DocumentEventPayload,
  'document.deleted': DocumentEventPayload,
  'document.restored': DocumentEventPayload,
  /** A new version: a topic saved or added, the map changed, a New Version Upload or a restore. */
  'document.versioned': DocumentEventPayload,
  'document.released': DocumentEventPayload,
  'document.index-saved': DocumentEventPayload,
  'document.xbrl-updated': DocumentEventPayload,
  'topic.locked': TopicLockEventPayload,
  'topic.unlocked': TopicLockEventPayload,
  'presence.changed': PresenceEventPayload,
  'comment.changed': CommentEventPayload,
  'comment.mentioned': CommentMentionPayload,
  'render.progress': RenderEventPayload,
  'render.completed': RenderEventPayload,
  'render.failed': RenderEventPayload,
  /** The spec's "rendering upload error": an uploaded EDGAR HTML file that EDGAR would refuse. */
  'render.upload-failed': RenderEventPayload,
} as const;

export type LibraryEventType = keyof typeof LIBRARY_EVENTS;
export type LibraryEventPayload<T extends LibraryEventType = LibraryEventType> = Static<(typeof LIBRARY_EVENTS)[T]>;
/** One library event: its type and that type's payload. */
export type LibraryEvent = { [T in LibraryEventType]: { type: T; payload: LibraryEventPayload<T> } }[LibraryEventType];

export const FOLDER_EVENT_TYPES = ['folder.created', 'folder.updated', 'folder.deleted'] as const;
export type FolderEventType = (typeof FOLDER_EVENT_TYPES)[number];
export const COLLABORATION_EVENT_TYPES = [
  'topic.locked',
  'topic.unlocked',
  'presence.changed',
  'comment.changed',
  'comment.mentioned',
] as const;
export type CollaborationEventType = (typeof COLLABORATION_EVENT_TYPES)[number];
export const RENDER_EVENT_TYPES = ['render.progress', 'render.completed', 'render.failed', 'render.upload-failed'] as const;
export type RenderEventType = (typeof RENDER_EVENT_TYPES)[number];
export type DocumentEventType = Exclude<LibraryEventType, FolderEventType | CollaborationEventType | RenderEventType>;

/** What the browser gets of a folder change: which folder of which company, to refetch the tree. */
export type FolderRealtime = { id: number; companyId: number; parentId: number | null };
/** What the browser gets of a document change: which document, where, and its version, to refetch lists and open panes. */
export type DocumentRealtime = {
  id: string;
  companyId: number;
  folderId: number | null;
  versionNumber: number;
  topicIds: string[];
};

/** What the document's room gets of a lock, presence or comment change: what to refetch. */
export type CollaborationRealtime = { documentId: string; topicId?: string; threadId?: string };
/** What a mentioned user gets: enough for a notification that links to the document. */
export type MentionRealtime = { documentId: string; companyId: number; threadId: string; byName: string; documentTitle: string };

/** What the browser gets of a render job's progress or outcome: enough for a progress bar and a download link. */
export type RenderRealtime = Pick<RenderEventPayload, 'jobId' | 'documentId' | 'format' | 'status' | 'progress' | 'message'>;

export type LibraryRealtime<T extends LibraryEventType> = T extends FolderEventType
  ? FolderRealtime
  : T extends 'comment.mentioned'
    ? MentionRealtime
    : T extends CollaborationEventType
      ? CollaborationRealtime
      : T extends RenderEventType
        ? RenderRealtime
        : DocumentRealtime;

function isFolderEvent(event: LibraryEvent): event is Extract<LibraryEvent, { type: FolderEventType }> {
  return (FOLDER_EVENT_TYPES as readonly string[]).includes(event.type);
}

/** The small message the hub relays to browsers for an event; the payload itself never leaves the server. */
export function realtimeOf<E extends LibraryEvent>(event: E): LibraryRealtime<E['type']>;
export function realtimeOf(
  event: LibraryEvent,
): FolderRealtime | DocumentRealtime | CollaborationRealtime | MentionRealtime | RenderRealtime {
  if (isFolderEvent(event)) {
    const { id, companyId, parentId } = event.payload;
    return { id, companyId, parentId };
  }
  switch (event.type) {
    case 'topic.locked':
    case 'topic.unlocked':
      return { documentId: event.payload.documentId, topicId: event.payload.topicId };
    case 'presence.changed':
      return { documentId: event.payload.documentId };
    case 'comment.changed':
      return { documentId: event.payload.documentId, topicId: event.payload.topicId, threadId: event.payload.threadId };
    case 'comment.mentioned': {
      const { documentId, companyId, threadId, byName, documentTitle } = event.payload;
      return { documentId, companyId, threadId, byName, documentTitle };
    }
    case 'render.progress':
    case 'render.completed':
    case 'render.failed':
    case 'render.upload-failed': {
      const { jobId, documentId, format, status, progress, message } = event.payload;
      return { jobId, documentId, format, status, progress, message };
    }
  }
  const { id, companyId, folderId, versionNumber, topicIds } = event.payload as DocumentEventPayload;
  return { id, companyId, folderId, versionNumber, topicIds };
}
