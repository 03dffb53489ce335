import type { IndexFile } from '@ea/contracts/edgar-eye';
import type { EdgarEyeDeps } from '../../deps.ts';
import { ingestFile } from './ingest-file.ts';

/**
 * Reads every file the source offers, oldest first; files already taken in are recognised by
 * their content hash and cost a read and a lookup. One file's failure (the source unreachable
 * mid-list) stops the poll: the next one starts over from the list.
 */
export async function pollSource(deps: EdgarEyeDeps): Promise<IndexFile[]> {
  const results: IndexFile[] = [];
  for (const name of await deps.source.listFiles()) {
    const file = await ingestFile(deps, deps.source, name);
    if (file) results.push(file);
  }
  return results;
}
