import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ContentMeter } from './content-meter.ts';
import { checkContentType, checkKeyPrefix, checkObjectKey, contentKey, DEFAULT_CONTENT_TYPE } from './object-key.ts';
import type { ObjectStorage, PutOptions, StoredContent } from './object-storage.ts';
import type { StagedObject, StorageBackend } from './storage-backend.ts';
import { ContentHashMismatchError, ObjectNotFoundError, ObjectTooLargeError } from './storage-errors.ts';

const MAX_PAGE = 1000;

/** The ObjectStorage of a backend: every check and guarantee of the interface, written once. */
export function objectStorageOver(backend: StorageBackend): ObjectStorage {
  async function write(body: Buffer | Readable, options: PutOptions, keyOf: (sha256: string) => string, onlyIfAbsent: boolean) {
    const contentType = checkContentType(options.contentType ?? DEFAULT_CONTENT_TYPE);
    const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    if (Buffer.isBuffer(body) && body.length > maxBytes) throw new ObjectTooLargeError(maxBytes);
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    const meter = new ContentMeter(maxBytes);
    // The pipeline's own rejection is observed through the backend reading the meter.
    const flowing = pipeline(source, meter).catch(() => undefined);
    let staged: StagedObject;
    try {
      staged = await backend.stage(meter);
    } catch (error) {
      // A failing backend must not leave the caller's stream (an upload request) hanging.
      meter.destroy();
      await flowing;
      throw meter.errored ?? error;
    }
    try {
      const sha256 = meter.sha256;
      if (options.expectedSha256 !== undefined && options.expectedSha256 !== sha256) {
        throw new ContentHashMismatchError(options.expectedSha256, sha256);
      }
      const key = keyOf(sha256);
      const head = { size: meter.byteCount, contentType, sha256 };
      const created = await staged.commit(key, head, onlyIfAbsent);
      return { key, ...head, created };
    } finally {
      await staged.discard();
    }
  }

  const storage: ObjectStorage = {
    async put(key, body, options = {}) {
      const checked = checkObjectKey(key);
      const { created: _, ...stored } = await write(body, options, () => checked, false);
      return stored;
    },
    putContent(body, options = {}): Promise<StoredContent> {
      return write(body, options, contentKey, true);
    },
    async get(key) {
      const stream = await backend.get(checkObjectKey(key));
      if (!stream) throw new ObjectNotFoundError(key);
      return stream;
    },
    head: async (key) => backend.head(checkObjectKey(key)),
    delete: async (key) => backend.delete(checkObjectKey(key)),
    async listPage(prefix, { after = null, limit = MAX_PAGE } = {}) {
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) throw new RangeError(`limit must be 1–${MAX_PAGE}`);
      const page = await backend.listPage(checkKeyPrefix(prefix), after === null ? null : checkObjectKey(after), limit);
      return { objects: page.objects, next: page.more ? (page.objects.at(-1)?.key ?? null) : null };
    },
    async *list(prefix, { pageSize = MAX_PAGE } = {}) {
      let after: string | null = null;
      do {
        const page = await storage.listPage(prefix, { after, limit: pageSize });
        yield* page.objects;
        after = page.next;
      } while (after !== null);
    },
    close: () => backend.close(),
  };
  return storage;
}
