import type { BrandId } from '@ea/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { required } from '../../ui/form-fields/field-rules.ts';
import { TextField } from '../../ui/form-fields/text-field.tsx';
import { loginWithReturn, paths, safeReturnPath } from '../paths.ts';
import type { SessionClient } from '../session/session-client.ts';
import { useSessionClient, useSessionUser } from '../session/session-context.tsx';
import {
  AccountPaths,
  type AuthenticatorSetup,
  confirmAuthenticator,
  type MfaStatus,
  setEmailCode,
  startAuthenticatorSetup,
} from './account-api.ts';
import { AuthFrame } from './auth-frame.tsx';

const codeRule = required('Please enter the code');
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const missing = codeRule(code);
    setError(missing);
    if (missing) return;
    setBusy(true);
    try {
      await confirmAuthenticator(session, code.trim());
      setDone(true);
    } catch (cause) {
      setError(messageOf(cause, 'The code is not valid'));
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
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy || !setup}>
        {busy ? 'Checking…' : 'Turn on authenticator'}
      </button>
      <Link to={next}>Not now</Link>
    </form>
  );
}

function EmailCodeSetting() {
  const session = useSessionClient();
  const status = useSWR<MfaStatus>(AccountPaths.mfa);
  const [failure, setFailure] = useState<string | null>(null);
  if (!status.data) return null;
  const toggle = async (enabled: boolean) => {
    setFailure(null);
    try {
      const shown = status.data;
      if (!shown) return;
      await status.mutate(setEmailCode(session, enabled), {
        optimisticData: { ...shown, emailCode: enabled },
        rollbackOnError: true,
        revalidate: false,
      });
    } catch (cause) {
      setFailure(messageOf(cause, 'The setting could not be saved'));
    }
  };
  return (
    <div className="auth-form__option">
      <label className="checkbox">
        <input type="checkbox" checked={status.data.emailCode} onChange={(event) => void toggle(event.target.checked)} />
        Ask for a code sent to my email at every sign-in
      </label>
      {status.data.requiredByChannel && <p className="auth-form__note">Your channel requires a second step at every sign-in.</p>}
      {failure && (
        <p className="auth-form__failure" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
