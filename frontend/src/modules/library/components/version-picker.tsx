import type { DocumentDetail, HistoryEntry } from '@ea/contracts/library';
import { useId } from 'react';
import { useHistory } from '@/api/library/history.ts';
import { useDateTimeFormat } from '@/ui/format/time-zone-context.tsx';

/** The newest versions the picker names with their description and date; older ones by number only. */
const NAMED_VERSIONS = { page: 1, size: 100 } as const;

function versionLabel(number: number, entry: HistoryEntry | undefined, current: boolean, dateTime: (at: string) => string): string {
  const parts = [`Version ${number}`];
  if (entry?.revisionDescription) parts.push(entry.revisionDescription);
  if (entry) parts.push(dateTime(entry.createdAt));
  return `${parts.join(' · ')}${current ? ' (current)' : ''}`;
}

/** Chooses which version of the document to show: every version, newest first, named from the history. */
export function VersionPicker({ document, version, onPick }: { document: DocumentDetail; version: number; onPick(version: number): void }) {
  const id = useId();
  const format = useDateTimeFormat();
  const history = useHistory(document.id, NAMED_VERSIONS);
  const entries = new Map((history.data?.items ?? []).map((entry) => [entry.number, entry]));
  const numbers = Array.from({ length: document.versionNumber }, (_, i) => document.versionNumber - i);
  // An address may name a version past the current one: it stays chosen, and the preview says it is not there.
  if (version > document.versionNumber) numbers.unshift(version);
  return (
    <div className="version-picker">
      <label className="version-picker__label" htmlFor={id}>
        Version
      </label>
      <select id={id} className="select" value={String(version)} onChange={(event) => onPick(Number(event.target.value))}>
        {numbers.map((number) => (
          <option key={number} value={String(number)}>
            {versionLabel(number, entries.get(number), number === document.versionNumber, format.dateTime)}
          </option>
        ))}
      </select>
    </div>
  );
}
