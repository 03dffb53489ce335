import type { BrandId } from '@ea/contracts';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { loginWithReturn, paths } from '../paths.ts';
import { useSessionClient, useSessionUser } from '../session/session-context.tsx';
import { AuthFrame } from './auth-frame.tsx';
import { PasswordField } from './password-field.tsx';

const CURRENT_NEEDED = 'Please enter your current password';
const NEW_NEEDED = 'Please enter a new password';
const MISMATCH = 'The passwords do not match';

type Errors = { currentPassword?: string | null; newPassword?: string | null; repeat?: string | null };

/**
 * Change-password of a brand, for the signed-in user: the current password proves it is them.
 * The change signs every session out, this one included; the session goes on with the fresh one
 * the server answers.
 */
export function ChangePasswordPage({ brand }: { brand: BrandId }) {
  const user = useSessionUser();
  const location = useLocation();
  const [done, setDone] = useState(false);
  if (!user) return <Navigate to={loginWithReturn(brand, `${location.pathname}${location.search}`)} replace />;
  return (
    <AuthFrame brand={brand} title="Change password">
      {done ? (
        <div className="auth-form">
          <p className="auth-form__success" role="status">
            Your password was changed and every other session was signed out.
          </p>
          <Link className="button button--primary auth-form__submit" to={paths.dashboard}>
            Continue
          </Link>
        </div>
      ) : (
        <ChangePasswordForm onDone={() => setDone(true)} />
      )}
    </AuthFrame>
  );
}

function ChangePasswordForm({ onDone }: { onDone(): void }) {
  const session = useSessionClient();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const next: Errors = {
      currentPassword: currentPassword === '' ? CURRENT_NEEDED : null,
      newPassword: newPassword === '' ? NEW_NEEDED : null,
      repeat: newPassword !== repeat ? MISMATCH : null,
    };
    setErrors(next);
    if (next.currentPassword || next.newPassword || next.repeat) return;
    setBusy(true);
    try {
      await session.changePassword(currentPassword, newPassword);
      onDone();
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : undefined;
      if (fields?.currentPassword || fields?.newPassword)
        setErrors({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
      else setFailure(error instanceof Error ? error.message : 'The password could not be changed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {failure && (
        <p className="auth-form__failure" role="alert">
          {failure}
        </p>
      )}
      <TextField
        label="Current password"
        type="password"
        value={currentPassword}
        onChange={setCurrentPassword}
        error={errors.currentPassword}
        autoComplete="current-password"
        required
      />
      <PasswordField label="New password" value={newPassword} onChange={setNewPassword} error={errors.newPassword} />
      <TextField
        label="Repeat the new password"
        type="password"
        value={repeat}
        onChange={setRepeat}
        error={errors.repeat}
        autoComplete="new-password"
        required
      />
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {busy ? 'Saving…' : 'Change password'}
      </button>
      <Link to={paths.dashboard}>Cancel</Link>
    </form>
  );
}
