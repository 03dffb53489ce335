import { type FormEvent, useState } from 'react';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { setPasswordFromLink } from '@/api/identity/account.ts';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { PasswordField } from './password-field.tsx';

const REQUIRED = 'Please enter a new password';
const MISMATCH = 'The passwords do not match';

/**
 * Chooses a password from an emailed link's token. Policy failures come back from the API and are
 * shown at the field; an invalid or used link is shown above the form.
 */
export function SetPasswordForm({ purpose, token, onDone }: { purpose: 'reset' | 'activation'; token: string; onDone(): void }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; repeat?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const next = { password: password === '' ? REQUIRED : null, repeat: password !== repeat ? MISMATCH : null };
    setErrors(next);
    if (next.password || next.repeat) return;
    setBusy(true);
    try {
      await setPasswordFromLink(purpose, token, password);
      onDone();
    } catch (error) {
      const fieldError = error instanceof ApiRequestError ? error.fields?.password : undefined;
      if (fieldError) setErrors({ password: fieldError });
      else setFailure(error instanceof Error ? error.message : 'The password could not be saved');
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
      <PasswordField label="New password" value={password} onChange={setPassword} error={errors.password} />
      <TextField
        label="Repeat the password"
        type="password"
        value={repeat}
        onChange={setRepeat}
        error={errors.repeat}
        autoComplete="new-password"
        required
      />
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {busy ? 'Saving…' : 'Save password'}
      </button>
    </form>
  );
}
