import type { PasswordLinkState } from '@ea/contracts/identity';
import { type ReactNode, useEffect, useState } from 'react';
import { passwordLinkState, renewPasswordLink } from '@/api/identity/account.ts';

type Purpose = 'reset' | 'activation';

const MESSAGES: Record<Exclude<PasswordLinkState, 'valid'>, Record<Purpose, string>> = {
  used: {
    activation: 'This link has already been used, or a newer one was sent. If you have set your password, sign in.',
    reset: 'This link has already been used, or a newer one was sent.',
  },
  expired: {
    activation: 'This activation link has expired.',
    reset: 'This reset link has expired.',
  },
  unknown: {
    activation: 'This link is not valid. Open the latest activation email, or ask your administrator to send a new one.',
    reset: 'This link is not valid. Open the latest reset email, or ask for a new link.',
  },
};

/**
 * An emailed password link's page: the link's state is asked first, so a used, replaced or
 * expired link says so at once (with "Send me a new link") instead of failing after a password
 * is typed; a valid link shows `children`, the password form.
 */
export function PasswordLinkGate({
  purpose,
  token,
  signIn,
  children,
}: {
  purpose: Purpose;
  token: string;
  /** The brand's sign-in link, offered beside the link's state. */
  signIn: ReactNode;
  children: ReactNode;
}) {
  const [state, setState] = useState<PasswordLinkState | 'checking' | 'failed'>('checking');
  const [renewal, setRenewal] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  useEffect(() => {
    let current = true;
    passwordLinkState(purpose, token).then(
      (answer) => current && setState(answer),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [purpose, token]);

  // If the state cannot be read (a dropped connection), the form is offered: setting the password says what is wrong.
  if (state === 'valid' || state === 'failed') return <>{children}</>;
  if (state === 'checking') {
    return (
      <p className="auth-form__note" role="status">
        Checking your link…
      </p>
    );
  }
  const renew = async () => {
    setRenewal('sending');
    try {
      await renewPasswordLink(purpose, token);
      setRenewal('sent');
    } catch {
      setRenewal('failed');
    }
  };
  return (
    <div className="auth-form">
      <p className="auth-form__note" role="alert">
        {MESSAGES[state][purpose]}
      </p>
      {state !== 'unknown' &&
        (renewal === 'sent' ? (
          <p className="auth-form__success" role="status">
            If this link can be renewed, a new one is on its way to your inbox.
          </p>
        ) : (
          <button
            type="button"
            className="button button--primary auth-form__submit"
            disabled={renewal === 'sending'}
            onClick={() => void renew()}
          >
            {renewal === 'sending' ? 'Sending…' : 'Send me a new link'}
          </button>
        ))}
      {renewal === 'failed' && (
        <p className="auth-form__failure" role="alert">
          The new link could not be requested. Please try again.
        </p>
      )}
      {signIn}
    </div>
  );
}
