import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storageContract } from '../storage-contract.ts';
import { createLocalObjectStorage } from './local-storage.ts';
import { OBJECT_SUFFIX } from './object-file.ts';

const outer = await mkdtemp(join(tmpdir(), 'ea-storage-'));
const root = join(outer, 'objects');

afterAll(() => rm(outer, { recursive: true, force: true }));

/** Every file under the root that is not an object, and anything beside the root. */
async function strayFiles(): Promise<string[]> {
  const beside = (await readdir(outer)).filter((name) => name !== 'objects');
  const files = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const strays = files
    .filter((entry) => entry.isFile() && !entry.name.endsWith(OBJECT_SUFFIX))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  return [...beside, ...strays];
}

describe('local directory adapter', () => {
  storageContract({ open: async () => createLocalObjectStorage({ root }), leftovers: strayFiles });

  // Folders are walked in the order of their keys with a trailing '/', which sorts after '-' and
  // '.' but before the digits; s3rver orders such keys by its own file names, so this stays here.
  it('lists a key, its folder and their punctuated siblings in byte order across pages', async () => {
    const storage = createLocalObjectStorage({ root });
    const keys = ['a', 'a-b', 'a.x', 'a/b', 'a/c/d', 'a0', 'a_', 'aa'].map((name) => `order/${name}`);
    for (const key of [...keys].reverse()) await storage.put(key, Buffer.from(key));
    const pages = [];
    for (let after: string | null = null; ; ) {
      const page = await storage.listPage('order/', { after, limit: 3 });
      pages.push(page.objects.map((object) => object.key));
      if (page.next === null) break;
      after = page.next;
    }
    expect(pages.flat()).toEqual([...keys].sort());
    expect(pages.map((page) => page.length)).toEqual([3, 3, 2]);
  });
});
