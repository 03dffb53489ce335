/**
 * A process that writes an endless stream to one key of a local storage, for the test that kills
 * a writer mid-write. Environment: STORAGE_ROOT, STORAGE_KEY.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { createLocalObjectStorage } from '../local/local-storage.ts';

const root = process.env.STORAGE_ROOT;
const key = process.env.STORAGE_KEY;
if (!root || !key) throw new Error('STORAGE_ROOT and STORAGE_KEY are required');

async function* endless() {
  for (;;) yield randomBytes(64 * 1024);
}

await createLocalObjectStorage({ root }).put(key, Readable.from(endless()));
