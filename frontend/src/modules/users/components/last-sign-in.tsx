import type { UserView } from '@ea/contracts/identity';
import { DateText, DateTimeText } from '@/ui/format/date-time-text.tsx';
import { useDateTimeFormat } from '@/ui/format/time-zone-context.tsx';
import { invitationNote } from './invitation-note.ts';

/** The users list's sign-in cell: the last sign-in in the viewer's time zone (or "Never"), and where a pending invitation stands. */
export function LastSignIn({ user }: { user: Pick<UserView, 'lastSignInAt' | 'invitation'> }) {
  const format = useDateTimeFormat();
  const note = invitationNote(user.invitation);
  const expires = user.invitation.state === 'pending' ? user.invitation.expiresAt : null;
  return (
    <span className="user-sign-in">
      {user.lastSignInAt ? <DateTimeText at={user.lastSignInAt} /> : <span className="user-sign-in__never">Never</span>}
      {note && (
        <span
          className={`user-sign-in__invitation user-sign-in__invitation--${note.tone}`}
          title={expires ? `The link works until ${format.dateTime(expires)}` : undefined}
        >
          {note.text}
          {note.at && (
            <>
              {' '}
              <DateText at={note.at} />
            </>
          )}
        </span>
      )}
    </span>
  );
}
