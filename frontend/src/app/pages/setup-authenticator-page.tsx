import type { BrandId } from '@ea/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { type AuthenticatorSetup, confirmAuthenticator, startAuthenticatorSetup, useMfaStatus } from '@/api/identity/account.ts';
import { required } from '@/ui/form-fields/field-rules.ts';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { loginWithReturn, paths, safeReturnPath } from '../paths.ts';
import type { SessionClient } from '../session/session-client.ts';
import { useSessionClient, useSessionUser } from '../session/session-context.tsx';
import { AuthFrame } from './auth-frame.tsx';
import { EmailCodeSetting } from './email-code-setting.tsx';

const codeRule = required('Please enter the code');
const passwordRule = required('Please enter your current password');
const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/**
 * Setup-authenticator of a brand, for the signed-in user: scan the otpauth QR code (or type the
 * key), then confirm with a code from the app; the authenticator is on only after that code
 * verifies. The emailed sign-in code can be switched on or off here too.
 */
export function SetupAuthenticatorPage({ brand }: { brand: BrandId }) {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) return <Navigate to={loginWithReturn(brand, `${location.pathname}${location.search}`)} replace />;
  return (
    <AuthFrame brand={brand} title="Set up authenticator">
      <AuthenticatorEnrolment />
      <EmailCodeSetting />
    </AuthFrame>
  );
}

function useEnrolment(session: SessionClient) {
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One secret per visit: a second start would replace the pending secret the user just scanned.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startAuthenticatorSetup(session).then(setSetup, (error) => setFailure(messageOf(error, 'The setup could not start')));
  }, [session]);
  return { setup, failure };
}

function AuthenticatorEnrolment() {
  const session = useSessionClient();
  const [search] = useSearchParams();
  const next = safeReturnPath(search.get('returnUrl')) ?? paths.dashboard;
  const { setup, failure: startFailure } = useEnrolment(session);
  // Replacing an authenticator that is on takes the current password (the server insists too).
  const replacing = useMfaStatus().data?.authenticator === true;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const missing = codeRule(code);
    const missingPassword = replacing ? passwordRule(password) : null;
    setError(missing);
    setPasswordError(missingPassword);
    if (missing || missingPassword) return;
    setBusy(true);
    try {
      await confirmAuthenticator(session, code.trim(), replacing ? password : undefined);
      setDone(true);
    } catch (cause) {
      const passwordField = cause instanceof ApiRequestError ? cause.fields?.currentPassword : undefined;
      if (passwordField) setPasswordError(passwordField);
      else setError(messageOf(cause, 'The code is not valid'));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="auth-form">
        <p className="auth-form__success" role="status">
          Your authenticator is set up. From now on, sign-in asks for a code from it.
        </p>
        <Link className="button button--primary auth-form__submit" to={next}>
          Continue
        </Link>
      </div>
    );
  }
  const problem = startFailure ?? failure;
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {problem && (
        <p className="auth-form__failure" role="alert">
          {problem}
        </p>
      )}
      <p className="auth-form__note">Scan the code with an authenticator app, then enter the six-digit code it shows.</p>
      <div className="authenticator-setup">
        {setup ? (
          <>
            <img className="authenticator-setup__qr" src={setup.qrCode} alt="QR code for your authenticator app" width={164} height={164} />
            <div className="authenticator-setup__key">
              <span>Or type this setup key</span>
              <code className="authenticator-setup__secret">{setup.secret}</code>
            </div>
          </>
        ) : (
          !problem && <span className="authenticator-setup__loading">Preparing your code…</span>
        )}
      </div>
      <TextField
        label="Code from the app"
        value={code}
        onChange={setCode}
        error={error}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
      />
      {replacing && (
        <TextField
          label="Current password"
          type="password"
          value={password}
          onChange={setPassword}
          error={passwordError}
          autoComplete="current-password"
          required
        />
      )}
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy || !setup}>
        {busy ? 'Checking…' : replacing ? 'Replace authenticator' : 'Turn on authenticator'}
      </button>
      <Link to={next}>Not now</Link>
    </form>
  );
}
