import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type EdgarSource, fileKindOf, isSafeRelativePath, MAX_SOURCE_FILE_BYTES, tooLarge } from './edgar-source.ts';

async function readIfPresent(path: string): Promise<Buffer | null> {
  try {
    if ((await stat(path)).size > MAX_SOURCE_FILE_BYTES) throw tooLarge(path);
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
    throw error;
  }
}

/**
 * A local directory laid out flat as EDGAR's downloads are named (master.20200103.idx,
 * company_tickers.json, submissions-CIK0001318605.json, archives-dir-index-<accession>.json) with
 * Archives files under edgar/data/<cik>/. New daily files dropped in are picked up by the poll.
 */
export function directorySource(root: string): EdgarSource {
  const base = resolve(root);
  return {
    description: base,
    async listFiles() {
      let names: string[];
      try {
        names = await readdir(base);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      return names.filter((name) => fileKindOf(name) !== null).sort();
    },
    async readFile(name) {
      if (!isSafeRelativePath(name) || name.includes('/')) return null;
      return readIfPresent(join(base, name));
    },
    async readArchive(path) {
      if (!isSafeRelativePath(path) || !path.startsWith('edgar/data/')) return null;
      return readIfPresent(join(base, path));
    },
  };
}
