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

/**
 * EDGAR accepts filings from 6:00 to 22:00 Eastern time on business days; outside those hours
 * nothing new appears, so the scheduled poll rests (federal holidays are not known here: a poll
 * on one finds nothing new and costs a directory listing).
 */
export function withinEdgarHours(now: Date): boolean {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  const hour = Number(part('hour'));
  return part('weekday') !== 'Sat' && part('weekday') !== 'Sun' && hour >= 6 && hour < 22;
}
