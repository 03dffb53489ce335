import type { ObjectStorage } from '@ea/storage';

/**
 * Where a run's viewer files are kept: the safe document and the facts as JSON, written by the
 * run's job before the run ends, so the viewer's requests read a stored file instead of parsing
 * the filing and its taxonomy again (about two seconds for a 10-Q, more for a 10-K).
 */
export const viewerKey = (runId: number, file: 'document.html' | 'facts.json') => `validator/viewer/${runId}/${file}`;

export function viewerKeys(runId: number): string[] {
  return [viewerKey(runId, 'document.html'), viewerKey(runId, 'facts.json')];
}

/** A stored viewer file, or null when the run left none (an XBRL instance, a run that crashed). */
export async function readViewerFile(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  if (!(await storage.head(key))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
