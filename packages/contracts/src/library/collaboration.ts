import { type Static, Type } from 'typebox';
import { Nullable } from '../nullable.ts';
import { TopicModelSchema, UuidSchema } from './api.ts';

/**
 * Working on a document together (spec §4 topic lock events; editor): topic locks, drafts that
 * autosave, who is present, and comment threads. Every route needs the Library module and the
 * document's tenant scope; locks, drafts and comments that write also need the editor feature
 * (FEATURE_EDITOR), refused with "You Have no Editor Facility".
 *
 * Routes:
 * - `GET api/document/{id}/locks` → TopicLockList (the locked topics; expired locks are not listed).
 * - `PUT api/document/{id}/topics/{topicId}/lock` → TopicLock: takes the lock, or renews it for its
 *   holder (the heartbeat); 409 naming the holder when someone else holds it.
 * - `DELETE api/document/{id}/topics/{topicId}/lock?force` → 204: the holder releases it; an admin
 *   breaks another's lock with `force=true`.
 * - `GET api/document/{id}/drafts` → DraftList (the caller's own drafts of the document);
 *   `PUT api/document/{id}/topics/{topicId}/draft` DraftBody → DraftSaved;
 *   `DELETE api/document/{id}/topics/{topicId}/draft` → 204. Saving the topic discards its draft.
 * - `GET api/document/{id}/presence` → PresenceList; `PUT api/document/{id}/presence` PresenceBody →
 *   PresenceList (the heartbeat); `DELETE api/document/{id}/presence` → 204 (leaving).
 * - `GET api/document/{id}/comments` → CommentThreadList; `POST api/document/{id}/comments`
 *   CommentThreadBody → 201 CommentThread; `POST api/document/{id}/comments/{threadId}/replies`
 *   CommentReplyBody → 201 CommentThread; `PATCH api/document/{id}/comments/{threadId}`
 *   CommentStatusBody → CommentThread; `GET api/document/{id}/mentionable-users` → MentionableUserList
 *   (active users of the document's channel).
 */

/**
 * How long a lock or a presence lives without a heartbeat. Browsers beat every
 * COLLABORATION_HEARTBEAT_SECONDS; two beats may be lost (a tab in the background, a short network
 * drop) before the lock lapses, so a holder who closed the tab without releasing it, or lost the
 * connection, frees the topic within this bound and never blocks a colleague for long.
 */
export const LOCK_TTL_SECONDS = 45;
export const COLLABORATION_HEARTBEAT_SECONDS = 15;

const Timestamp = Type.String({ description: 'ISO 8601' });
const Revision = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const TopicLockSchema = Type.Object({
  topicId: Type.String(),
  holderId: Type.String(),
  holderName: Type.String(),
  acquiredAt: Timestamp,
  expiresAt: Timestamp,
});
export type TopicLock = Static<typeof TopicLockSchema>;
export const TopicLockListSchema = Type.Object({ locks: Type.Array(TopicLockSchema) });
export type TopicLockList = Static<typeof TopicLockListSchema>;
export const LockReleaseQuery = Type.Object({ force: Type.Optional(Type.Boolean()) });
/** `renew`: the heartbeat of the lock's holder, refused when the lock is no longer theirs. */
export const LockTakeQuery = Type.Object({ renew: Type.Optional(Type.Boolean()) });

export const DraftBody = Type.Object({
  model: TopicModelSchema,
  /** The revision the edit started from, to tell on return whether the topic moved on meanwhile. */
  baseRevision: Revision,
  title: Type.Optional(Type.String({ maxLength: 500 })),
});
export type DraftBody = Static<typeof DraftBody>;
export const DraftSavedSchema = Type.Object({ topicId: Type.String(), savedAt: Timestamp });
export type DraftSaved = Static<typeof DraftSavedSchema>;
export const DraftSchema = Type.Object({
  topicId: Type.String(),
  baseRevision: Revision,
  title: Nullable(Type.String()),
  model: TopicModelSchema,
  savedAt: Timestamp,
});
export type Draft = Static<typeof DraftSchema>;
export const DraftListSchema = Type.Object({ drafts: Type.Array(DraftSchema) });
export type DraftList = Static<typeof DraftListSchema>;

export const PRESENCE_MODES = ['viewing', 'editing'] as const;
export type PresenceMode = (typeof PRESENCE_MODES)[number];
export const PresenceBody = Type.Object({
  topicId: Nullable(UuidSchema()),
  mode: Type.Unsafe<PresenceMode>({ type: 'string', enum: [...PRESENCE_MODES] }),
});
export type PresenceBody = Static<typeof PresenceBody>;
export const PresenceSchema = Type.Object({
  userId: Type.String(),
  userName: Type.String(),
  topicId: Nullable(Type.String()),
  mode: Type.Unsafe<PresenceMode>({ type: 'string', enum: [...PRESENCE_MODES] }),
  seenAt: Timestamp,
});
export type Presence = Static<typeof PresenceSchema>;
export const PresenceListSchema = Type.Object({ present: Type.Array(PresenceSchema) });
export type PresenceList = Static<typeof PresenceListSchema>;

export const CommentThreadParams = Type.Object({ id: UuidSchema(), threadId: UuidSchema() });
const CommentText = Type.String({ minLength: 1, maxLength: 5000 });
const Mentions = Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 });

export const CommentThreadBody = Type.Object({
  /** Chosen by the editor: the comment mark on the range of text carries it, so edits around the range keep the link. */
  threadId: UuidSchema(),
  topicId: UuidSchema(),
  /** The commented text as it read when the thread was opened. */
  quote: Type.String({ maxLength: 2000 }),
  body: CommentText,
  /** User ids mentioned; each must be an active user of the document's channel. */
  mentions: Type.Optional(Mentions),
});
export type CommentThreadBody = Static<typeof CommentThreadBody>;
export const CommentReplyBody = Type.Object({ body: CommentText, mentions: Type.Optional(Mentions) });
export type CommentReplyBody = Static<typeof CommentReplyBody>;
export const CommentStatusBody = Type.Object({ resolved: Type.Boolean() });
export type CommentStatusBody = Static<typeof CommentStatusBody>;

export const CommentEntrySchema = Type.Object({
  id: Type.String(),
  authorId: Type.String(),
  authorName: Type.String(),
  body: Type.String(),
  mentions: Type.Array(Type.Object({ userId: Type.String(), userName: Type.String() })),
  createdAt: Timestamp,
});
export type CommentEntry = Static<typeof CommentEntrySchema>;
export const CommentThreadSchema = Type.Object({
  id: Type.String(),
  documentId: Type.String(),
  topicId: Type.String(),
  quote: Type.String(),
  resolved: Type.Boolean(),
  resolvedBy: Nullable(Type.String()),
  resolvedAt: Nullable(Timestamp),
  /** The version whose text no longer has the thread's words (a comment transfer could not place it); null while anchored. */
  unplacedIn: Nullable(Type.Integer()),
  createdAt: Timestamp,
  entries: Type.Array(CommentEntrySchema),
});
export type CommentThread = Static<typeof CommentThreadSchema>;
export const CommentThreadListSchema = Type.Object({ threads: Type.Array(CommentThreadSchema) });
export type CommentThreadList = Static<typeof CommentThreadListSchema>;
export const MentionableUserSchema = Type.Object({ userId: Type.String(), userName: Type.String(), email: Type.String() });
export type MentionableUser = Static<typeof MentionableUserSchema>;
export const MentionableUserListSchema = Type.Object({ users: Type.Array(MentionableUserSchema) });
export type MentionableUserList = Static<typeof MentionableUserListSchema>;

/** `POST api/document/{id}/images` multipart (`file`: PNG, JPEG or GIF) → 201: an image inserted in the editor, by its storage key. */
export const TopicImageUploadedSchema = Type.Object({ key: Type.String() });
export type TopicImageUploaded = Static<typeof TopicImageUploadedSchema>;
