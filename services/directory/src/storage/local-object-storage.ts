import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { checkObjectKey, type ObjectStorage } from './object-storage.ts';

/** Objects as files under `root`; a write lands under a temporary name first, so readers never see half a file. */
export function createLocalObjectStorage(root: string): ObjectStorage {
  const base = resolve(root);
  const pathOf = (key: string) => join(base, checkObjectKey(key));
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** The storage the environment configures: `<DATA_DIR>/objects` (DATA_DIR defaults to .data). */
export function objectStorageFromEnv(env: Readonly<Record<string, string | undefined>>): ObjectStorage {
  return createLocalObjectStorage(join(resolve(env.DATA_DIR ?? '.data'), 'objects'));
}
