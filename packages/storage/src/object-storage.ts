import type { Readable } from 'node:stream';

export interface PutOptions {
  /** Stored with the object and answered by head; application/octet-stream when absent. */
  contentType?: string;
  /** The write fails with ObjectTooLargeError once more bytes arrive, and leaves nothing behind. */
  maxBytes?: number;
  /** When given, the write fails with ContentHashMismatchError unless the bytes hash to it. */
  expectedSha256?: string;
}

export interface ObjectHead {
  size: number;
  contentType: string;
  /** Hex sha256 of the bytes, computed by the storage while they were written. */
  sha256: string;
}

export interface StoredObject extends ObjectHead {
  key: string;
}

export interface StoredContent extends StoredObject {
  /** False when the same content was already stored: nothing was written. */
  created: boolean;
}

export interface ObjectSummary {
  key: string;
  size: number;
}

export interface ListPage {
  /** Keys in ascending order (byte order of the key). */
  objects: ObjectSummary[];
  /** Pass as `after` for the next page; null on the last page. */
  next: string | null;
}

export interface ListPageOptions {
  /** Only keys after this one. */
  after?: string | null;
  /** At most this many keys (1–1000, default 1000). */
  limit?: number;
}

/**
 * Where files live (logos, uploads, rendered documents): a local directory by default or an
 * S3-compatible bucket, behind this one interface. Keys are slash-separated names such as
 * `logos/channel-3-ab12.png` (see checkObjectKey). Writes stream, and an object appears under its
 * key whole or not at all.
 */
export interface ObjectStorage {
  /** Stores the bytes under `key`, replacing what was there. */
  put(key: string, body: Buffer | Readable, options?: PutOptions): Promise<StoredObject>;
  /**
   * Stores the bytes under the key of their sha256 (`sha256/ab/cd/<hash>`). The hash is computed
   * while the bytes stream; content already stored is left as it is (`created: false`).
   */
  putContent(body: Buffer | Readable, options?: PutOptions): Promise<StoredContent>;
  /** The object's bytes; rejects with ObjectNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  head(key: string): Promise<ObjectHead | null>;
  /** Removes the object; removing a missing object succeeds. */
  delete(key: string): Promise<void>;
  listPage(prefix: string, options?: ListPageOptions): Promise<ListPage>;
  /** Every object whose key starts with `prefix`, in key order, fetched a page at a time. */
  list(prefix: string, options?: { pageSize?: number }): AsyncIterable<ObjectSummary>;
  close(): Promise<void>;
}
