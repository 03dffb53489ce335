import type { Readable } from 'node:stream';
import type { ObjectHead, ObjectSummary } from './object-storage.ts';

/** Bytes written somewhere no reader looks, waiting to be given a key. */
export interface StagedObject {
  /**
   * Makes the staged bytes visible under `key` with `head`, whole. With `onlyIfAbsent`, an
   * existing object stays as it is and the answer is false.
   */
  commit(key: string, head: ObjectHead, onlyIfAbsent: boolean): Promise<boolean>;
  /** Removes whatever of the staged bytes is still staged; safe to call after commit. */
  discard(): Promise<void>;
}

/**
 * What an adapter provides; objectStorageOver adds key checks, hashing, size caps and content
 * addressing once for every adapter. Keys and prefixes reaching a backend are already checked.
 */
export interface StorageBackend {
  /** Reads `body` to its end into a staging area; on failure leaves nothing staged and rejects. */
  stage(body: Readable): Promise<StagedObject>;
  get(key: string): Promise<Readable | null>;
  head(key: string): Promise<ObjectHead | null>;
  delete(key: string): Promise<void>;
  /** Up to `limit` objects with keys starting with `prefix` and after `after`, in key order. */
  listPage(prefix: string, after: string | null, limit: number): Promise<{ objects: ObjectSummary[]; more: boolean }>;
  close(): Promise<void>;
}
