import type { UserView } from '@ea/contracts/identity';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { isUserListKey, sendActivationEmail, setUserActive, unlockUser, userKey } from '@/api/identity/users.ts';
import { isAdminUser } from '@/app/session/access.ts';
import { useSessionClient, useSessionUser } from '@/app/session/session-context.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog/confirm-dialog.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { awaitsActivation } from './invitation-note.ts';

type Pending = 'activate' | 'deactivate' | 'unlock';

const QUESTIONS: Record<Pending, { title: string; message: (email: string) => string; confirm: string; tone: 'danger' | 'primary' }> = {
  activate: {
    title: 'Activate user',
    message: (email) => `${email} will be able to sign in again. Activate?`,
    confirm: 'Activate',
    tone: 'primary',
  },
  deactivate: {
    title: 'Deactivate user',
    message: (email) => `${email} will be signed out everywhere and cannot sign in until activated again. Deactivate?`,
    confirm: 'Deactivate',
    tone: 'danger',
  },
  unlock: {
    title: 'Unlock user',
    message: (email) => `${email} was locked after repeated failed sign-ins. Unlock the account?`,
    confirm: 'Unlock',
    tone: 'primary',
  },
};

/**
 * Activate/deactivate (with confirmation), unlock for admins, and (re)sending the invitation, the
 * activation email, to a user who has not chosen a password yet.
 */
export function UserAccountActions({ user, compact = false }: { user: UserView; compact?: boolean }) {
  const session = useSessionClient();
  const me = useSessionUser();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const self = me?.userId === String(user.id);
  const active = user.activeFlag === 'Active';

  const run = async (what: Pending) => {
    setPending(null);
    setBusy(true);
    try {
      const updated = what === 'unlock' ? await unlockUser(session, user.id) : await setUserActive(session, user.id, what === 'activate');
      await mutate(userKey(user.id), updated, { revalidate: false });
      void mutate(isUserListKey);
      const done = { activate: 'User activated', deactivate: 'User deactivated', unlock: 'User unlocked' }[what];
      notifications.show({ kind: 'success', message: `${done}: ${user.email}` });
    } catch (error) {
      notifications.show({ kind: 'error', message: error instanceof Error ? error.message : 'The change failed' });
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setBusy(true);
    try {
      await sendActivationEmail(session, user.id);
      notifications.show({ kind: 'success', message: `Activation email sent to ${user.email}` });
      // The invitation's new date and state.
      void mutate(userKey(user.id));
      void mutate(isUserListKey);
    } catch (error) {
      notifications.show({ kind: 'error', message: error instanceof Error ? error.message : 'The email could not be sent' });
    } finally {
      setBusy(false);
    }
  };
  const resendLabel = user.invitation.state === 'notSent' ? 'Send invite' : 'Resend invite';

  const question = pending ? QUESTIONS[pending] : null;
  const name = compact ? ` ${user.email}` : '';
  return (
    <>
      {!self && (
        <button
          type="button"
          className={`button${active ? '' : ' button--primary'}`}
          disabled={busy}
          aria-label={`${active ? 'Deactivate' : 'Activate'}${name}`}
          onClick={() => setPending(active ? 'deactivate' : 'activate')}
        >
          {active ? 'Deactivate' : 'Activate'}
        </button>
      )}
      {user.locked && me && isAdminUser(me) && (
        <button type="button" className="button" disabled={busy} aria-label={`Unlock${name}`} onClick={() => setPending('unlock')}>
          Unlock
        </button>
      )}
      {awaitsActivation(user) && (
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-label={compact ? `${resendLabel} to ${user.email}` : undefined}
          onClick={() => void resend()}
        >
          {compact ? resendLabel : 'Send activation email'}
        </button>
      )}
      {pending && question && (
        <ConfirmDialog
          open
          title={question.title}
          message={question.message(user.email)}
          confirmLabel={question.confirm}
          tone={question.tone}
          onConfirm={() => void run(pending)}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}
