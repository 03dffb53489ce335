import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ObjectSummary } from '../object-storage.ts';
import { HEADER_BYTES, OBJECT_SUFFIX } from './object-file.ts';

interface Entry {
  /** A folder's key ends in `/`; sorted together with the file keys this orders the walk exactly as the keys sort. */
  key: string;
  folder: boolean;
}

/**
 * The objects under `root` whose keys start with `prefix` and come after `after`, in key order,
 * reading only the folders that can hold such keys. Names starting with `.` (staging) are skipped.
 */
export async function* objectFilesInOrder(root: string, prefix: string, after: string | null): AsyncGenerator<ObjectSummary> {
  const startFolder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
  yield* walk(root, startFolder, prefix, after);
}

async function* walk(root: string, folderKey: string, prefix: string, after: string | null): AsyncGenerator<ObjectSummary> {
  for (const entry of await entriesOf(root, folderKey)) {
    if (entry.folder) {
      const overlapsPrefix = entry.key.startsWith(prefix) || prefix.startsWith(entry.key);
      const folderBeforeAfter = after !== null && after > entry.key && !after.startsWith(entry.key);
      if (overlapsPrefix && !folderBeforeAfter) yield* walk(root, entry.key, prefix, after);
    } else if (entry.key.startsWith(prefix) && (after === null || entry.key > after)) {
      const size = await objectSize(join(root, entry.key + OBJECT_SUFFIX));
      if (size !== null) yield { key: entry.key, size };
    }
  }
}

async function entriesOf(root: string, folderKey: string): Promise<Entry[]> {
  let dirents: Dirent[];
  try {
    dirents = await readdir(join(root, folderKey), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries: Entry[] = [];
  for (const dirent of dirents) {
    if (dirent.name.startsWith('.')) continue;
    if (dirent.isDirectory()) entries.push({ key: `${folderKey}${dirent.name}/`, folder: true });
    else if (dirent.isFile() && dirent.name.endsWith(OBJECT_SUFFIX))
      entries.push({ key: folderKey + dirent.name.slice(0, -1), folder: false });
  }
  return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Null when the object was deleted since its folder was read. */
async function objectSize(path: string): Promise<number | null> {
  try {
    return (await stat(path)).size - HEADER_BYTES;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
