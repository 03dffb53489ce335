import type { UserView } from '@ea/contracts/identity';

export interface InvitationNote {
  text: string;
  /** Only a lapsed or unsent invitation asks for an admin's attention. */
  tone: 'muted' | 'warning';
  /** The moment the text speaks of, shown after it in the user's time zone. */
  at: string | null;
}

/**
 * What the users list says about an invitation next to the last sign-in: nothing once the user
 * activated; otherwise whether the activation link was sent (and when), or has expired.
 */
export function invitationNote(invitation: UserView['invitation']): InvitationNote | null {
  switch (invitation.state) {
    case 'activated':
      return null;
    case 'notSent':
      return { text: 'Invitation not sent', tone: 'warning', at: null };
    case 'pending':
      return { text: 'Invited', tone: 'muted', at: invitation.sentAt };
    case 'expired':
      return { text: 'Invitation link expired', tone: 'warning', at: invitation.expiresAt };
  }
}

/** Users who have not chosen a password yet: the ones an invitation can be (re)sent to. */
export const awaitsActivation = (user: Pick<UserView, 'status'>) => user.status === 'STAGED' || user.status === 'PROVISIONED';
