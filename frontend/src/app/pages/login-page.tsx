import { type BrandId, isLoginChallenge, type LoginChallenge } from '@ea/contracts';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { fieldRules, firstError, required } from '../../ui/form-fields/field-rules.ts';
import { TextField } from '../../ui/form-fields/text-field.tsx';
import { brandPaths, paths, safeReturnPath } from '../paths.ts';
import { landingPathFor } from '../session/access.ts';
import { useSessionClient, useSessionUser } from '../session/session-context.tsx';
import { AuthFrame } from './auth-frame.tsx';

const passwordRules = [required('Please enter your password')];
const codeRules = [required('Please enter the code')];

/** Sign-in for one brand; returns to the encoded return address, else lands per spec §6. */
export function LoginPage({ brand }: { brand: BrandId }) {
  const session = useSessionClient();
  const user = useSessionUser();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnTo = safeReturnPath(search.get('returnUrl'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null; code?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (user) return <Navigate to={returnTo ?? landingPathFor(user, paths)} replace />;

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
        await session.verifyOtp(challenge.challengeId, code.trim(), brand);
      } else {
        const answer = await session.login({ email: email.trim(), password, brand });
        if (isLoginChallenge(answer)) {
          setChallenge(answer);
          return;
        }
      }
      const signedIn = session.user;
      if (signedIn) navigate(returnTo ?? landingPathFor(signedIn, paths), { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Sign-in failed');
    } finally {
      setBusy(false);
    }
  };

  const links = brandPaths(brand);
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
            <p className="auth-form__note">
              {challenge.methods.includes('totp') ? 'Enter the code from your authenticator app.' : 'Enter the code we sent to your email.'}
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
          </>
        ) : (
          <>
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
          <Link to={links.setupAuthenticator}>Set up authenticator</Link>
        </div>
      </form>
    </AuthFrame>
  );
}
