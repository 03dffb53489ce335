import type { AnyDb } from '@ea/db';
import type { AuditLogTable } from '@ea/service-kit/use-case';
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

/** The Postgres schema the library owns. */
export const LIBRARY_SCHEMA = 'library';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** JSON written as text (kysely passes it to Postgres as a parameter) and read back parsed. */
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
/** Written and read by Postgres alone (generated columns). */
type Generated_ = ColumnType<unknown, never, never>;

/** The projection of the directory's companies (see @ea/service-kit/company-projection). */
export interface CompaniesTable {
  id: number;
  channel_id: number;
  deleted: boolean;
  updated_at: Timestamp;
}

export interface FoldersTable {
  id: Generated<number>;
  company_id: number;
  parent_id: number | null;
  name: string;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
  deleted_by: string | null;
}

/** One entry of a version's map: the topic and the one revision of it the version pins. */
export interface MapEntry {
  topicId: string;
  revisionId: string;
}

export interface IndexEntryValue {
  topicId: string;
  label: string;
  level: number;
}

export interface DocumentsTable {
  id: string;
  company_id: number;
  folder_id: number | null;
  document_type: number;
  title: string;
  form_type: string | null;
  /** A `date`, always selected as text (YYYY-MM-DD): see documents-repository. */
  period_end_date: ColumnType<string | null, string | null | undefined, string | null>;
  release_version: string | null;
  state: number;
  /** The state a deleted document returns to when restored. */
  state_before_delete: number | null;
  content_kind: 'model' | 'file';
  current_version_id: string;
  version_number: number;
  /** Set by a final release (defaults to false). */
  locked: ColumnType<boolean, boolean | undefined, boolean>;
  predecessor_id: string | null;
  xbrl_metadata: NullableJson<Record<string, unknown>>;
  index_entries: NullableJson<IndexEntryValue[]>;
  created_by: string | null;
  created_at: Timestamp;
  updated_by: string | null;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
  deleted_by: string | null;
  title_search: Generated_;
}

/**
 * A topic of a document. `position` and `current_revision_id` describe the current version's map
 * (null when the current version leaves the topic out); the versions' maps are the history.
 */
export interface TopicsTable {
  id: string;
  document_id: string;
  position: number | null;
  current_revision_id: string | null;
  created_at: Timestamp;
}

/** An immutable revision of a topic: every save writes one. */
export interface TopicRevisionsTable {
  id: string;
  topic_id: string;
  number: number;
  title: string;
  model: Json<Record<string, unknown>>;
  /** The words of the topic (modelToText), for search. */
  text: string;
  /** sha256 of the stored model JSON. */
  hash: string;
  revision_description: string | null;
  created_by: string | null;
  created_at: Timestamp;
  search: Generated_;
}

export interface DocumentVersionsTable {
  id: string;
  document_id: string;
  number: number;
  kind: string;
  map: Json<MapEntry[]>;
  revision_description: string | null;
  restored_from: number | null;
  created_by: string | null;
  created_by_email: string | null;
  created_at: Timestamp;
  released: Generated<boolean>;
  final: Generated<boolean>;
  release_version: string | null;
  released_at: NullableTimestamp;
  released_by: string | null;
}

/** Files of a document in the object storage: the kept original of a file document, and images of its topics. */
export interface FilesTable {
  id: Generated<number>;
  document_id: string;
  /** The version an original belongs to (each New Version Upload keeps its own); null for images. */
  version_id: string | null;
  kind: 'original' | 'image';
  key: string;
  name: string;
  content_type: string;
  size: number;
  created_at: Timestamp;
}

export interface RecentDocumentsTable {
  user_id: string;
  document_id: string;
  opened_at: Timestamp;
}

/** The projection of the identity's users: who may be mentioned in a comment and told of it. */
export interface UsersTable {
  id: number;
  email: string;
  channel_id: number | null;
  /** Set for a single-company user: only that company's documents may mention it. */
  single_company_id: number | null;
  active: boolean;
  status: string;
  /** When the event last applied occurred: an older one is not applied over it. */
  applied_at: Timestamp;
}

/** A comment thread, anchored in the topic by the comment mark that carries its id (chosen by the editor). */
export interface CommentThreadsTable {
  id: string;
  document_id: string;
  topic_id: string;
  quote: string;
  created_by: string;
  created_by_name: string;
  created_at: Timestamp;
  resolved: ColumnType<boolean, boolean | undefined, boolean>;
  resolved_by: string | null;
  resolved_at: NullableTimestamp;
  /** The version a comment transfer could not place the thread in; null while it is anchored. */
  unplaced_in: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CommentMention {
  userId: string;
  userName: string;
}

/** A comment of a thread: its first (the opening) and every reply. */
export interface CommentEntriesTable {
  id: string;
  thread_id: string;
  author_id: string;
  author_name: string;
  body: string;
  mentions: Json<CommentMention[]>;
  created_at: Timestamp;
}

/** Who edits a topic: the lock is free again once `expires_at` has passed without a heartbeat. */
export interface TopicLocksTable {
  document_id: string;
  topic_id: string;
  holder_id: string;
  holder_name: string;
  acquired_at: Timestamp;
  expires_at: Timestamp;
}

/** A user's autosaved, unsaved edit of a topic; the user's save of the topic discards it. */
export interface TopicDraftsTable {
  user_id: string;
  document_id: string;
  topic_id: string;
  base_revision: number;
  title: string | null;
  model: Json<Record<string, unknown>>;
  saved_at: Timestamp;
}

/** Who has a document open, on which topic and how; gone once `expires_at` has passed without a heartbeat. */
export interface DocumentPresenceTable {
  document_id: string;
  user_id: string;
  user_name: string;
  topic_id: string | null;
  mode: string;
  seen_at: Timestamp;
  expires_at: Timestamp;
}

/** A render job, a comment transfer (job type comment transfer) or a chunk of a render (chunking, under its parent). */
export interface RenderJobsTable {
  id: string;
  job_key: string;
  parent_id: string | null;
  chunk_index: number | null;
  document_id: string;
  version_id: string;
  version_number: number;
  format: string;
  options: Json<Record<string, unknown>>;
  job_type: number;
  status: number;
  result: number | null;
  progress: Generated<number>;
  message: string | null;
  generation: Generated<number>;
  requested_by: string;
  requested_by_email: string | null;
  requested_at: Timestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  touched_at: Timestamp;
  file_key: string | null;
  file_name: string | null;
  content_type: string | null;
  file_size: ColumnType<string | null, number | null | undefined, number | null>;
  log_key: string | null;
  page_count: number | null;
  topic_pages: NullableJson<Record<string, number>>;
}

/** The library's tables by their names within LIBRARY_SCHEMA. */
export interface LibraryTables {
  companies: CompaniesTable;
  folders: FoldersTable;
  documents: DocumentsTable;
  topics: TopicsTable;
  topic_revisions: TopicRevisionsTable;
  document_versions: DocumentVersionsTable;
  files: FilesTable;
  recent_documents: RecentDocumentsTable;
  topic_locks: TopicLocksTable;
  topic_drafts: TopicDraftsTable;
  document_presence: DocumentPresenceTable;
  users: UsersTable;
  comment_threads: CommentThreadsTable;
  comment_entries: CommentEntriesTable;
  render_jobs: RenderJobsTable;
  audit_log: AuditLogTable;
}

export type LibraryDb = Kysely<LibraryTables>;
/** A connection or a transaction: repositories take either. */
export type LibraryExecutor = LibraryDb | Transaction<LibraryTables>;

/** The shared database handle bound to the library's schema: queries name its tables unqualified. */
export function libraryDb(db: AnyDb): LibraryDb {
  return db.withSchema(LIBRARY_SCHEMA);
}
