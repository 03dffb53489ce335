import type { BrandId } from '@ea/contracts';
import { type LoginChallenge as IdentityLoginChallenge, isLoginChallenge } from '@ea/contracts/identity';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { sendSignInCode } from '@/api/identity/account.ts';
import { fieldRules, firstError, required } from '@/ui/form-fields/field-rules.ts';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { brandPaths, loginWithReturn, paths, safeReturnPath } from '../paths.ts';
import { landingPathFor } from '../session/access.ts';
import { useSessionClient, useSessionUser } from '../session/session-context.tsx';
import { AuthFrame } from './auth-frame.tsx';

const passwordRules = [required('Please enter your password')];
const codeRules = [required('Please enter the code')];

type Challenge = Pick<IdentityLoginChallenge, 'challengeId' | 'methods'> & { setupAuthenticator?: boolean };

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/**
 * Sign-in for one brand. A user with MFA on answers a challenge: the authenticator's code, or a
 * code emailed on request ("Send code"). Returns to the encoded return address, else lands per
 * spec §6; a channel that requires MFA sends a user without an authenticator to its setup first.
 */
export function LoginPage({ brand }: { brand: BrandId }) {
  const session = useSessionClient();
  const user = useSessionUser();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnTo = safeReturnPath(search.get('returnUrl'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null; code?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Set while a challenged sign-in completes, so the redirect below does not pre-empt the setup page.
  const [setupNext, setSetupNext] = useState(false);

  if (user && !setupNext) return <Navigate to={returnTo ?? landingPathFor(user, paths)} replace />;

  const links = brandPaths(brand);
  // The setup page needs a session: its link signs in first and goes on to it, never back here.
  const settingUp = returnTo === links.setupAuthenticator;
  const finish = () => {
    const signedIn = session.user;
    if (!signedIn) return;
    const landing = returnTo ?? landingPathFor(signedIn, paths);
    if (challenge?.setupAuthenticator) navigate(`${links.setupAuthenticator}?returnUrl=${encodeURIComponent(landing)}`, { replace: true });
    else navigate(landing, { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (challenge) {
      const codeError = firstError(code, codeRules);
      setErrors({ code: codeError });
      if (codeError) return;
    } else {
      const next = { email: firstError(email, fieldRules.email), password: firstError(password, passwordRules) };
      setErrors(next);
      if (next.email || next.password) return;
    }
    setBusy(true);
    try {
      if (challenge) {
        setSetupNext(challenge.setupAuthenticator === true);
        await session.verifyOtp(challenge.challengeId, code.trim(), brand);
      } else {
        const answer = await session.login({ email: email.trim(), password, brand });
        if (isLoginChallenge(answer)) {
          setChallenge(answer as Challenge);
          return;
        }
      }
      finish();
    } catch (error) {
      setSetupNext(false);
      setFailure(messageOf(error, 'Sign-in failed'));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async () => {
    if (!challenge) return;
    setFailure(null);
    try {
      await sendSignInCode(challenge.challengeId);
      setCodeSent(true);
    } catch (error) {
      setFailure(messageOf(error, 'The code could not be sent'));
    }
  };

  const authenticator = challenge?.methods.includes('totp') === true;
  return (
    <AuthFrame brand={brand} title={challenge ? 'Verify it is you' : 'Sign in'}>
      <form className="auth-form" onSubmit={submit} noValidate>
        {failure && (
          <p className="auth-form__failure" role="alert">
            {failure}
          </p>
        )}
        {challenge ? (
          <>
            <p className="auth-form__note" role="status">
              {codeSent
                ? 'We sent a six-digit code to your email. It is valid for a few minutes.'
                : authenticator
                  ? 'Enter the six-digit code from your authenticator app.'
                  : 'Your account signs in with a code sent to your email. Send it, then enter it below.'}
            </p>
            <TextField
              label="Verification code"
              value={code}
              onChange={setCode}
              error={errors.code}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
            />
            <button type="button" className="button auth-form__secondary" onClick={() => void sendCode()}>
              {codeSent ? 'Send a new code' : authenticator ? 'Email me a code instead' : 'Send code'}
            </button>
          </>
        ) : (
          <>
            {settingUp && (
              <p className="auth-form__note" role="status">
                Sign in first: the authenticator is set up for your account right after.
              </p>
            )}
            <TextField label="Email" type="email" value={email} onChange={setEmail} error={errors.email} autoComplete="username" required />
            <TextField
              label="Password"
              type="password"
              value={password}
              onChange={setPassword}
              error={errors.password}
              autoComplete="current-password"
              required
            />
          </>
        )}
        <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
          {busy ? 'Signing in…' : challenge ? 'Verify' : 'Sign in'}
        </button>
        <div className="auth-form__links">
          <Link to={links.resetPassword}>Forgot password?</Link>
          {!settingUp && <Link to={loginWithReturn(brand, links.setupAuthenticator)}>Set up authenticator</Link>}
        </div>
      </form>
    </AuthFrame>
  );
}
