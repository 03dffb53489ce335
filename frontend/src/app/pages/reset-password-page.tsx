import type { BrandId } from '@ea/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { requestPasswordReset } from '@/api/identity/account.ts';
import { fieldRules, firstError } from '@/ui/form-fields/field-rules.ts';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { brandPaths } from '../paths.ts';
import { AuthFrame } from './auth-frame.tsx';
import { PasswordLinkGate } from './password-link-gate.tsx';
import { SetPasswordForm } from './set-password-form.tsx';

/**
 * Reset-password of a brand: without a token it asks for the email and sends the link; opened
 * from the emailed link (`?token=`) it sets the new password.
 */
export function ResetPasswordPage({ brand }: { brand: BrandId }) {
  const [search] = useSearchParams();
  const token = search.get('token');
  const [done, setDone] = useState(false);
  const login = <Link to={brandPaths(brand).login}>Back to sign in</Link>;
  if (token) {
    return (
      <AuthFrame brand={brand} title="Choose a new password">
        {done ? (
          <div className="auth-form">
            <p className="auth-form__success" role="status">
              Your password was changed and every other session was signed out. Sign in with the new password.
            </p>
            {login}
          </div>
        ) : (
          <PasswordLinkGate purpose="reset" token={token} signIn={login}>
            <SetPasswordForm purpose="reset" token={token} onDone={() => setDone(true)} />
          </PasswordLinkGate>
        )}
      </AuthFrame>
    );
  }
  return (
    <AuthFrame brand={brand} title="Reset password">
      <RequestResetForm brand={brand} />
      <div className="auth-form__links">{login}</div>
    </AuthFrame>
  );
}

function RequestResetForm({ brand }: { brand: BrandId }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const invalid = firstError(email, fieldRules.email);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await requestPasswordReset(email.trim(), brand);
      setSent(true);
    } catch (cause) {
      setFailure(cause instanceof Error ? cause.message : 'The link could not be sent');
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <p className="auth-form__success" role="status">
        If an active account uses {email.trim()}, a link to reset its password is on its way. The link works once, within an hour.
      </p>
    );
  }
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-form__note">Enter the email you sign in with and we will send you a link to choose a new password.</p>
      {failure && (
        <p className="auth-form__failure" role="alert">
          {failure}
        </p>
      )}
      <TextField label="Email" type="email" value={email} onChange={setEmail} error={error} autoComplete="username" required />
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send reset link'}
      </button>
    </form>
  );
}
