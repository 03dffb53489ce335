import type { DraftStatus } from './draft-scheduler.ts';

/**
 * The status line of the editor: where the edits of the open topic are. Empty when nothing is being
 * edited. `formatTime` writes the time of the last save (the user's zone).
 */
export function draftStatusText(status: DraftStatus, editing: boolean, unsaved: boolean, formatTime: (at: Date) => string): string {
  switch (status.kind) {
    case 'saving':
      return 'Saving draft…';
    case 'saved':
      return `All changes saved as draft ${formatTime(status.at)}`;
    case 'offline':
      return status.message === null ? 'Offline — kept on this device' : `Draft not saved: ${status.message} — kept on this device`;
    case 'pending':
      return 'Unsaved changes';
    case 'clean':
      if (unsaved) return 'Unsaved changes';
      return editing ? 'No unsaved changes' : '';
  }
}
