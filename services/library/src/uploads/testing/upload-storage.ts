import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalObjectStorage } from '@ea/storage';
import type { StoreFile } from '../images/pending-images.ts';

/**
 * A real object storage in a temp folder for the converter's images, with a record of every
 * call to `storeImage`: a refused upload must leave both empty.
 */
export function uploadStorage() {
  const root = mkdtempSync(join(tmpdir(), 'library-uploads-'));
  const storage = createLocalObjectStorage({ root });
  const calls: { contentType: string; bytes: number }[] = [];
  const storeImage: StoreFile = async (bytes, contentType) => {
    calls.push({ contentType, bytes: bytes.length });
    return storage.putContent(bytes, { contentType });
  };
  return {
    storage,
    storeImage,
    calls,
    /** Every key the storage holds. */
    async keys(): Promise<string[]> {
      const keys: string[] = [];
      for await (const object of storage.list('')) keys.push(object.key);
      return keys;
    },
    async close(): Promise<void> {
      await storage.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
