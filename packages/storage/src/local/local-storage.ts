import { randomUUID } from 'node:crypto';
import { type FileHandle, link, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { ObjectHead, ObjectStorage } from '../object-storage.ts';
import { objectStorageOver } from '../object-storage-over.ts';
import type { StagedObject, StorageBackend } from '../storage-backend.ts';
import { objectFilesInOrder } from './list-object-files.ts';
import { encodeHeader, HEADER_BYTES, OBJECT_SUFFIX, readHeader } from './object-file.ts';

/** Staged writes live here, inside the root so the final rename stays on one filesystem and is atomic. */
const STAGING = '.staging';
/** Staging files this old are what a crashed process left; no write takes a day. */
const STALE_STAGING_MS = 24 * 60 * 60 * 1000;

export interface LocalStorageOptions {
  /** The folder holding the objects; created when missing. */
  root: string;
}

/**
 * Objects as files under `root` (see object-file.ts for the format). A write streams into a
 * staging file, which is flushed to disk and then renamed onto the key, so after a crash or an
 * aborted stream the key holds either the previous object or the whole new one.
 */
export function createLocalObjectStorage({ root }: LocalStorageOptions): ObjectStorage {
  return objectStorageOver(localBackend(resolve(root)));
}

function localBackend(root: string): StorageBackend {
  const pathOf = (key: string) => join(root, key + OBJECT_SUFFIX);
  const staging = join(root, STAGING);
  let preparing: Promise<void> | null = null;

  return {
    async stage(body) {
      preparing ??= prepareStaging(staging).catch((error) => {
        preparing = null;
        throw error;
      });
      await preparing;
      const path = join(staging, randomUUID());
      const file = await open(path, 'wx');
      const staged = stagedFile(path, file);
      try {
        let position = HEADER_BYTES;
        for await (const chunk of body) position += await writeAll(file, chunk as Buffer, position);
      } catch (error) {
        await staged.discard();
        throw error;
      }
      return staged;
    },
    async get(key) {
      const file = await openIfPresent(pathOf(key));
      if (!file) return null;
      try {
        await readHeader(file, pathOf(key));
      } catch (error) {
        await file.close();
        throw error;
      }
      return file.createReadStream({ start: HEADER_BYTES }) as Readable;
    },
    async head(key) {
      const file = await openIfPresent(pathOf(key));
      if (!file) return null;
      try {
        return await readHeader(file, pathOf(key));
      } finally {
        await file.close();
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async listPage(prefix, after, limit) {
      const objects = [];
      for await (const object of objectFilesInOrder(root, prefix, after)) {
        if (objects.length === limit) return { objects, more: true };
        objects.push(object);
      }
      return { objects, more: false };
    },
    async close() {},
  };

  function stagedFile(path: string, file: FileHandle): StagedObject {
    let isOpen = true;
    const closeFile = async () => {
      if (isOpen) {
        isOpen = false;
        await file.close();
      }
    };
    return {
      async commit(key, head: ObjectHead, onlyIfAbsent) {
        await file.write(encodeHeader(head), 0, HEADER_BYTES, 0);
        await file.sync();
        await closeFile();
        const target = pathOf(key);
        const firstCreated = await mkdir(dirname(target), { recursive: true });
        if (onlyIfAbsent) {
          // link() refuses an existing name, so of several writers of the same content exactly one creates it.
          try {
            await link(path, target);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
            throw error;
          }
        } else {
          await rename(path, target);
        }
        await syncFolders(dirname(target), firstCreated ? dirname(firstCreated) : dirname(target));
        return true;
      },
      async discard() {
        await closeFile();
        await rm(path, { force: true });
      },
    };
  }
}

/** Creates the staging folder and removes what crashed writers left in it, once per storage. */
async function prepareStaging(staging: string): Promise<void> {
  await mkdir(staging, { recursive: true });
  const cutoff = Date.now() - STALE_STAGING_MS;
  for (const name of await readdir(staging)) {
    const path = join(staging, name);
    const info = await stat(path).catch(() => null);
    if (info && info.mtimeMs < cutoff) await rm(path, { force: true });
  }
}

/** Flushes the new name in `folder`, and the names of the folders just created above it, up to `upTo`. */
async function syncFolders(folder: string, upTo: string): Promise<void> {
  for (let current = folder; ; current = dirname(current)) {
    const handle = await open(current, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (current === upTo || current === dirname(current)) return;
  }
}

async function openIfPresent(path: string) {
  try {
    return await open(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes the whole chunk at `position` (a write may store fewer bytes than asked) and answers its length. */
async function writeAll(file: FileHandle, chunk: Buffer, position: number): Promise<number> {
  for (let written = 0; written < chunk.length; ) {
    const { bytesWritten } = await file.write(chunk, written, chunk.length - written, position + written);
    written += bytesWritten;
  }
  return chunk.length;
}
