import type { DraftStatus } from './draft-scheduler.ts';

const clock = (at: Date) => at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The status line of the editor: where the edits of the open topic are. Empty when nothing is being edited. */
export function draftStatusText(status: DraftStatus, editing: boolean, unsaved: boolean, formatTime: (at: Date) => string = clock): string {
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
