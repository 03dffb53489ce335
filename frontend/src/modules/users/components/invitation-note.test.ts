import { describe, expect, it } from 'vitest';
import { invitationNote } from './invitation-note.ts';

const SENT = '2026-11-20T10:00:00.000Z';
const EXPIRES = '2026-11-27T10:00:00.000Z';

describe('invitationNote', () => {
  it('says nothing once the user activated, else when the invitation went out or that its link expired', () => {
    expect(invitationNote({ state: 'activated', sentAt: SENT, expiresAt: EXPIRES })).toBeNull();
    expect(invitationNote({ state: 'pending', sentAt: SENT, expiresAt: EXPIRES })).toEqual({ text: 'Invited', tone: 'muted', at: SENT });
    expect(invitationNote({ state: 'expired', sentAt: SENT, expiresAt: EXPIRES })).toEqual({
      text: 'Invitation link expired',
      tone: 'warning',
      at: EXPIRES,
    });
    expect(invitationNote({ state: 'notSent', sentAt: null, expiresAt: null })).toEqual({
      text: 'Invitation not sent',
      tone: 'warning',
      at: null,
    });
  });
});
