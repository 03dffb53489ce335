import { describe, expect, it } from 'vitest';
import { draftStatusText } from './status-text.ts';

const hhmm = (at: Date) => `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
const status = (draft: Parameters<typeof draftStatusText>[0], editing: boolean, unsaved: boolean) =>
  draftStatusText(draft, editing, unsaved, hhmm);

describe('the editor’s status line', () => {
  it('says when the draft was saved, and while it is being saved', () => {
    expect(draftStatusText({ kind: 'saved', at: new Date('2026-11-23T10:42:10Z') }, true, true, hhmm)).toBe(
      'All changes saved as draft 10:42',
    );
    expect(status({ kind: 'saving' }, true, true)).toBe('Saving draft…');
  });

  it('says the edit is kept on this device when the server did not take it, with its reason when it gave one', () => {
    expect(status({ kind: 'offline', message: null }, true, true)).toBe('Offline — kept on this device');
    expect(status({ kind: 'offline', message: 'You Have no Editor Facility' }, true, true)).toBe(
      'Draft not saved: You Have no Editor Facility — kept on this device',
    );
  });

  it('says nothing while nothing is edited', () => {
    expect(status({ kind: 'clean' }, false, false)).toBe('');
    expect(status({ kind: 'clean' }, true, false)).toBe('No unsaved changes');
    expect(status({ kind: 'pending' }, true, true)).toBe('Unsaved changes');
  });
});
