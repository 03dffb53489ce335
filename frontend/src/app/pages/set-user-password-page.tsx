import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { brandPaths } from '../paths.ts';
import { AuthFrame } from './auth-frame.tsx';
import { PasswordLinkGate } from './password-link-gate.tsx';
import { SetPasswordForm } from './set-password-form.tsx';

/** set-user-password: a new user opens the activation email's link and chooses a first password. */
export function SetUserPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const [done, setDone] = useState(false);
  const login = <Link to={brandPaths('default').login}>Go to sign in</Link>;
  return (
    <AuthFrame brand="default" title="Set your password">
      {!token ? (
        <div className="auth-form">
          <p className="auth-form__note">
            This page opens from the link in your activation email. Ask your administrator to send it again.
          </p>
          {login}
        </div>
      ) : done ? (
        <div className="auth-form">
          <p className="auth-form__success" role="status">
            Your account is active. Sign in with your email and the password you chose.
          </p>
          {login}
        </div>
      ) : (
        <PasswordLinkGate purpose="activation" token={token} signIn={login}>
          <SetPasswordForm purpose="activation" token={token} onDone={() => setDone(true)} />
        </PasswordLinkGate>
      )}
    </AuthFrame>
  );
}
