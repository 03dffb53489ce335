import { type FormEvent, useState } from 'react';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { setEmailCode, useMfaStatus } from '@/api/identity/account.ts';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { useSessionClient } from '../session/session-context.tsx';

const PASSWORD_NEEDED = 'Please enter your current password';
const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/**
 * The emailed sign-in code, on or off. Turning it on takes effect at once; turning it off weakens
 * the sign-in, so it asks for the current password first.
 */
export function EmailCodeSetting() {
  const session = useSessionClient();
  const status = useMfaStatus();
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!status.data) return null;

  const save = async (enabled: boolean, currentPassword?: string) => {
    const shown = status.data;
    if (!shown) return;
    await status.mutate(setEmailCode(session, enabled, currentPassword), {
      optimisticData: { ...shown, emailCode: enabled },
      rollbackOnError: true,
      revalidate: false,
    });
  };
  const toggle = async (enabled: boolean) => {
    setFailure(null);
    if (!enabled) {
      setConfirmingOff(true);
      return;
    }
    try {
      await save(true);
    } catch (cause) {
      setFailure(messageOf(cause, 'The setting could not be saved'));
    }
  };
  return (
    <div className="auth-form__option">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={status.data.emailCode && !confirmingOff}
          disabled={confirmingOff}
          onChange={(event) => void toggle(event.target.checked)}
        />
        Ask for a code sent to my email at every sign-in
      </label>
      {confirmingOff && (
        <PasswordConfirmation
          onConfirm={async (password) => {
            await save(false, password);
            setConfirmingOff(false);
          }}
          onCancel={() => setConfirmingOff(false)}
        />
      )}
      {status.data.requiredByChannel && <p className="auth-form__note">Your channel requires a second step at every sign-in.</p>}
      {failure && (
        <p className="auth-form__failure" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}

/** Asks for the current password; a wrong one is shown at the field, a refusal (too many tries) above it. */
function PasswordConfirmation({ onConfirm, onCancel }: { onConfirm(password: string): Promise<void>; onCancel(): void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setError(password === '' ? PASSWORD_NEEDED : null);
    if (password === '') return;
    setBusy(true);
    try {
      await onConfirm(password);
    } catch (cause) {
      const fieldError = cause instanceof ApiRequestError ? cause.fields?.currentPassword : undefined;
      if (fieldError) setError(fieldError);
      else setFailure(messageOf(cause, 'The setting could not be saved'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="auth-form__confirm" onSubmit={submit} noValidate>
      <p className="auth-form__note">Enter your current password to stop asking for the emailed code.</p>
      {failure && (
        <p className="auth-form__failure" role="alert">
          {failure}
        </p>
      )}
      <TextField
        label="Current password"
        type="password"
        value={password}
        onChange={setPassword}
        error={error}
        autoComplete="current-password"
        required
      />
      <div className="auth-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Turn off'}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
